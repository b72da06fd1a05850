/** The security centre's in-page forms, opened by the `form` query parameter so other screens can link to one. */
/** The security centre's route id. */
export const SECURITY_ROUTE = 'securityCenter';
export const SECURITY_FORMS = ['mobile', 'email', 'paymentPassword'] as const;
export type SecurityForm = (typeof SECURITY_FORMS)[number];

/** The security centre's address with one form open (my account links here to bind a contact). */
export const securityFormPath = (securityPath: string, form: SecurityForm) => `${securityPath}?form=${form}`;

/** The form a query string asks for, if it names one. */
export const requestedForm = (search: string): SecurityForm | undefined => {
  const name = new URLSearchParams(search).get('form');
  return SECURITY_FORMS.find((f) => f === name);
};
