import { useState } from 'react';
import { validatePassword, validatePasswordMatch } from '@wasl/api/validators';
import { PasswordField } from '@wasl/ui';

/**
 * A new password with the live checklist and its confirmation (sign-up, reset, change password).
 * The confirmation is kept here: only the password is sent; remounting the form empties both.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  value,
  onChange,
}: {
  label: string;
  confirmLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [confirmation, setConfirmation] = useState('');
  return (
    <>
      <PasswordField label={label} name="password" isRequired showChecklist value={value} onChange={onChange} validate={validatePassword} />
      <PasswordField
        label={confirmLabel}
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={setConfirmation}
        validate={(confirmed) => validatePasswordMatch(value, confirmed)}
      />
    </>
  );
}
