// The `workerd` package (wrangler's runtime) ships no types: its default export is the path of
// the workerd binary for this platform.
declare module 'workerd' {
  const binary: string;
  export default binary;
  export const compatibilityDate: string;
  export const version: string;
}
