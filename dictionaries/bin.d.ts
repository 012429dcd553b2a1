// Compiled lexicons (*.bin) are imported as ArrayBuffer Data modules (wrangler.toml `rules`).
declare module '*.bin' {
  const bytes: ArrayBuffer;
  export default bytes;
}
