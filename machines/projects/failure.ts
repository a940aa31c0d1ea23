// What the saved projects machines keep of a failed call: its message text (the spec's error text,
// shown with the failure) and the i18n key the error model names for the customer, if any (a
// request with no response: 'Request failure').

export interface Failure {
  error: string;
  errorKey: string | null;
}

export function failureOf(error: unknown): Failure {
  const errorKey =
    typeof error === 'object' && error !== null && 'userMessageKey' in error && typeof error.userMessageKey === 'string'
      ? error.userMessageKey
      : null;
  return { error: error instanceof Error ? error.message : String(error), errorKey };
}
