export { PolicyPage, sanitizePolicy, type PolicyKind } from './PolicyPage';
