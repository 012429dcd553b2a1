// The one function of react-dom/server the emails use (the project has no @types/react-dom).
// Under wrangler it resolves to react-dom/server.edge, in Node to react-dom/server.node: both
// export it.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToStaticMarkup(node: ReactNode): string;
}
