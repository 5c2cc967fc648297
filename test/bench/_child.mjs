// Child process side of runInChild / startWorker (see _lib.mjs).
//  one-shot: receives {file, exportName, args}, calls the export with args + log, sends back
//            {result, key} or {error}, then exits.
//  serve:    receives {serve: true, file, exportName, args}; the export resolves to an object of
//            methods; then each {id, method, args} is answered with {id, result} or {id, error};
//            {close: true} ends the process.
import { pathToFileURL } from 'node:url';

const log = (line) => process.send({ log: String(line) });
const errorOf = (e) => ({ message: e?.message ?? String(e), stack: e?.stack });

process.once('message', async ({ serve, file, exportName, args }) => {
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
    const fn = mod[exportName];
    if (typeof fn !== 'function') throw new Error(`${file} has no export ${exportName}`);
    if (!serve) {
      const result = await fn({ ...args, log });
      process.send({ result: result ?? null, key: typeof mod.key === 'string' ? mod.key : null }, () => process.exit(0));
      return;
    }
    const methods = await fn({ ...args, log });
    process.on('message', async (m) => {
      if (m.close) {
        process.exit(0);
        return;
      }
      try {
        const result = await methods[m.method](m.args ?? {});
        process.send({ id: m.id, result: result ?? null });
      } catch (e) {
        process.send({ id: m.id, error: errorOf(e) });
      }
    });
    process.send({ ready: true });
  } catch (e) {
    process.send({ error: errorOf(e) }, () => process.exit(1));
  }
});
