// `npm start` runs the functions' code under Node's own ESM loader (tsx), not Vite's: CommonJS packages
// there expose their exports on `default` only. The demo seed writes dashboards through the sanitiser,
// so it must load there as it does in the tests and in the bundled Lambda.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/paths.ts';

const runUnderNode = (script: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' });

describe("the functions' modules under Node's own ESM loader", () => {
  it('sanitise a description as under Vite', () => {
    const output = runUnderNode(
      "import { sanitizeRichText } from '#functions/lib/sanitize-html.ts'; process.stdout.write(sanitizeRichText('<p onclick=\"x()\">a</p><script>b</script>'));",
    );
    expect(output).toBe('<p>a</p>');
  });
});
