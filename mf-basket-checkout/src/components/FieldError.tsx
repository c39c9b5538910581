/** The message under a field (spec §5 'Iltimos, ushbu maydonni to'ldiring!' and the like). */
export function FieldError({ message, testId }: { message?: string | null; testId?: string }) {
  if (!message) return null;
  return <p className="bc-error" role="alert" data-testid={testId}>{message}</p>;
}
