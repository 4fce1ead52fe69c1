// A catalog's first or later part (build/messages-ast-loader.mjs): the same JSON, some keys.
declare module '*.json?part=first' {
  const catalog: Record<string, string>;
  export default catalog;
}
declare module '*.json?part=later' {
  const catalog: Record<string, string>;
  export default catalog;
}
