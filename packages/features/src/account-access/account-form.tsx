import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Field, type FieldError } from '@colla/ui/components/field';
import { Input } from '@colla/ui/components/input';
import { cn } from '@colla/ui/lib/cn';
import { useFocusOnFailure } from '@colla/ui/lib/use-focus-on-failure';
import type { FormFailure } from '../lib/form-failure';

/*
 * What the account forms (signing in and registering, accepting an invitation, resetting the
 * password, the settings) share: how they submit, where a failure puts focus, and the fields every
 * one of them asks for the same way: a person's name (registration, accepting an
 * invitation, the profile) and a new password with its confirmation (registration, accepting an
 * invitation, resetting and changing the password).
 */

/** A form's submit handler: no page load, and nothing more while `busy` (the call is running). */
export function formSubmit(busy: boolean, submit: () => void) {
  return (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!busy) submit();
  };
}

/**
 * The refs of a form whose failure moves focus: to the first field with a message, else to the
 * alert (`useFocusOnFailure`).
 */
export function useFailureFocus(failure: FormFailure | null) {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFocusOnFailure(formRef, failure?.fields, failure?.message, alertRef);
  return { formRef, alertRef };
}

/**
 * How every email input is set up: the email keyboard on phones, the browser's saved addresses,
 * no spelling marks. Forms add their name, value and limits.
 */
export const EMAIL_INPUT = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  spellCheck: false,
} as const;

/** What a group of fields reads and reports: the values, their errors and the change handler. */
export interface AccountFieldsProps<F extends string> {
  values: Readonly<Record<F, string>>;
  errors?: Readonly<Partial<Record<F, FieldError>>>;
  /** The change handler for one field. */
  onChange: (field: F) => (event: { target: { value: string } }) => void;
  /**
   * The inputs carry `required` too, for forms the browser checks; without it only the label is
   * marked (and `aria-required` set), for forms that check themselves.
   */
  browserRequired?: boolean;
  className?: string;
}

type NameField = 'first_name' | 'last_name';
type NewPasswordField = 'password' | 'password_confirmation';

/** The fields' shared props: name, value, change handler and the native `required`. */
function inputProps<F extends string>(
  { values, onChange, browserRequired = false }: AccountFieldsProps<F>,
  field: F,
) {
  return {
    name: field,
    required: browserRequired || undefined,
    value: values[field],
    onChange: onChange(field),
  };
}

const NAMES = [
  { field: 'first_name', label: msg`First name`, autoComplete: 'given-name' },
  { field: 'last_name', label: msg`Last name`, autoComplete: 'family-name' },
] as const;

/** First and last name, side by side from small screens up. */
export function NameFields(
  props: AccountFieldsProps<NameField> & {
    /** The most characters each name may have (openapi.yaml), if the form limits them. */
    maxLength?: number;
  },
) {
  const { errors = {}, maxLength, className } = props;
  const { i18n } = useLingui();
  return (
    <div className={cn('grid sm:grid-cols-2', className)}>
      {NAMES.map(({ field, label, autoComplete }) => (
        <Field key={field} label={i18n._(label)} required error={errors[field]}>
          <Input autoComplete={autoComplete} maxLength={maxLength} {...inputProps(props, field)} />
        </Field>
      ))}
    </div>
  );
}

/** A new password and its confirmation (both `new-password`, so managers offer to generate one). */
export function NewPasswordFields(
  props: Omit<AccountFieldsProps<NewPasswordField>, 'className'> & {
    /** The account has a password already: "New password" and "Confirm new password". */
    changing?: boolean;
    hint?: ReactNode;
    minLength?: number;
    maxLength?: number;
  },
) {
  const { t } = useLingui();
  const {
    errors = {},
    changing = false,
    hint = t`At least 8 characters.`,
    minLength,
    maxLength,
  } = props;
  return (
    <>
      <Field
        label={changing ? t`New password` : t`Password`}
        hint={hint}
        required
        error={errors.password}
      >
        <Input
          type="password"
          autoComplete="new-password"
          minLength={minLength}
          maxLength={maxLength}
          {...inputProps(props, 'password')}
        />
      </Field>
      <Field
        label={changing ? t`Confirm new password` : t`Confirm password`}
        required
        error={errors.password_confirmation}
      >
        <Input
          type="password"
          autoComplete="new-password"
          maxLength={maxLength}
          {...inputProps(props, 'password_confirmation')}
        />
      </Field>
    </>
  );
}
