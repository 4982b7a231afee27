/**
 * The task file of the page pool (server/http/page-pool.ts), whose worker is built JavaScript, an ES
 * module. piscina loads a task file with require() first and import() second; on Node 20 a require() of
 * an ES module can abort the whole process (a V8 fatal error: "IsGraphAsync must be used on an
 * instantiated module"). This CommonJS door is what require() loads; the worker itself, named in the
 * pool's `workerData.taskModule`, is loaded by import() alone, once per thread.
 */
const { workerData } = require('piscina')

let task

module.exports = function runTask(input) {
  task ??= import(workerData.taskModule).then((loaded) => loaded.default)
  return task.then((handler) => handler(input))
}
