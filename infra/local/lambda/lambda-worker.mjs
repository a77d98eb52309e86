// One function's execution environment: a worker thread that imports the function's deployment bundle
// (the asset CDK uploads) and calls its handler for each invocation the local stack posts. Plain
// JavaScript, so no TypeScript loader runs here: the bundle is the only code of the function.
// workerData: { codeDir, handler: 'index.handler', functionName, memorySize }
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { codeDir, handler, functionName, memorySize } = workerData;
const dot = handler.lastIndexOf('.');
const [file, exportName] = [handler.slice(0, dot), handler.slice(dot + 1)];
const entry = ['.mjs', '.js', '.cjs'].map((extension) => join(codeDir, `${file}${extension}`)).find((path) => existsSync(path));

// An import that fails is the environment's init error: every invocation reports it, as Lambda does.
const loaded = entry
  ? import(pathToFileURL(entry).href).then((module) => {
      const fn = module[exportName];
      if (typeof fn !== 'function') throw errorOf('Runtime.HandlerNotFound', `${file}.${exportName} is undefined or not exported`);
      return fn;
    })
  : Promise.reject(errorOf('Runtime.ImportModuleError', `Cannot find module '${file}' in ${codeDir}`));
loaded.catch(() => undefined);

parentPort.postMessage({ type: 'started' });

parentPort.on('message', async ({ id, event, requestId, deadline }) => {
  try {
    const fn = await loaded;
    const context = {
      awsRequestId: requestId,
      functionName,
      functionVersion: '$LATEST',
      memoryLimitInMB: String(memorySize),
      invokedFunctionArn: process.env.AWS_LAMBDA_FUNCTION_ARN ?? functionName,
      logGroupName: `/aws/lambda/${functionName}`,
      callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    };
    const result = await fn(event, context);
    // Lambda hands back the handler's result as JSON: nothing but what survives JSON crosses over.
    parentPort.postMessage({ id, payload: JSON.stringify(result ?? null) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { errorType: error?.name ?? 'Error', errorMessage: String(error?.message ?? error), stack: error?.stack },
    });
  }
});

function errorOf(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}
