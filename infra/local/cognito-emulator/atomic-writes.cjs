// cognito-local keeps each user pool in a JSON file that its store (stormdb) rewrites in place on every
// change: `fs.writeFile` truncates the file first, so a process stopped between the truncation and the
// write leaves an empty file, which the store then reads as an empty pool (every user gone). Here each
// file is written to a temporary file and renamed over the old one, one write at a time per file, so a
// stop at any instant leaves the previous or the next version, never a torn one.
'use strict';
const fs = require('node:fs');
const { besideCognitoLocal } = require('./cognito-local.cjs');

function writeDatabaseFilesAtomically() {
  const LocalEngine = besideCognitoLocal('stormdb/src/engine/local.js');
  const pending = new Map();

  LocalEngine.prototype.write = function write(data) {
    const path = this.path;
    const text = this.serialize(data);
    const temporary = `${path}.${process.pid}.tmp`;
    if (!this.async) {
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, path);
      return null;
    }
    const previous = pending.get(path) ?? Promise.resolve();
    const next = previous.then(
      () =>
        new Promise((resolve, reject) => {
          fs.writeFile(temporary, text, (writeError) => {
            if (writeError) return reject(writeError);
            fs.rename(temporary, path, (renameError) => (renameError ? reject(renameError) : resolve()));
          });
        }),
    );
    pending.set(
      path,
      next.catch(() => undefined),
    );
    return next;
  };
}

module.exports = { writeDatabaseFilesAtomically };
