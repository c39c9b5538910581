/** A file imported as its text (webpack `asset/source`, see tooling/webpack/create-config.mjs). */
declare module '*?raw' {
  const text: string;
  export default text;
}
