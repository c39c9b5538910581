// 'react-dom' on Preact. preact/compat serves both 'react' and 'react-dom', but Module Federation
// provides one file under one share key only; this module gives 'react-dom' a file of its own.
export * from 'preact/compat';
export { default } from 'preact/compat';
