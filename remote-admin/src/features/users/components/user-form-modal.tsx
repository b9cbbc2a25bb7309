import { useId } from 'react';
import styled from 'styled-components';
import {
  below,
  Button,
  fieldProblem,
  Modal,
  ROLES,
  useCheckedSubmit,
  useFormFields,
  type Role,
  type User,
  type UserInput,
} from '@ceylon/shared';
import { roleLabels } from '../../../role-labels';
import { useAdminText } from '../../../texts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  /* Fields side by side share a row height; keep label and input at the top rather than
     stretching them (the password hint made the Role select grow). */
  align-content: start;
  gap: 0.35rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Problem = styled.small`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface Props {
  /** The user being edited; absent when creating. */
  user?: User;
  onSave: (input: UserInput) => Promise<void>;
  /** A save is under way: the button says so and waits. */
  saving: boolean;
  onClose: () => void;
}

/**
 * Create or edit a user. Create starts blank with role `user`; edit starts filled with the
 * password blank, and a blank password is not sent so the current one is kept.
 */
export function UserFormModal({ user, onSave, saving, onClose }: Props) {
  const text = useAdminText();
  const id = useId();
  const labels = {
    firstName: text('admin.users.firstName'),
    lastName: text('admin.users.lastName'),
    email: text('admin.users.email'),
    role: text('admin.users.role'),
    password: text('admin.users.password'),
  };
  const empty: { firstName: string; lastName: string; email: string; role: Role; password: string } = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'user',
    password: '',
  };
  // Nothing is checked before sending: the server is the judge of every field here.
  const { values, field, errors, setErrors, check } = useFormFields(labels, empty, () => ({}));
  const input = (name: keyof typeof labels) => {
    const { value, onChange } = field(name);
    return { id: `${id}-${name}`, value, onChange };
  };

  const send = async () => {
    const { password, ...rest } = values;
    try {
      await onSave(user && !password ? rest : { ...rest, password });
      return true;
    } catch (error) {
      // The failure has been announced; keep the modal open with what was typed, and the server's
      // reason a password was refused (e.g. too easy to guess) by the field.
      const passwordProblem = fieldProblem(error, 'password');
      setErrors(passwordProblem ? { password: passwordProblem } : {});
      return false;
    }
  };
  const { submit } = useCheckedSubmit(check, send, onClose);
  const passwordProblem = errors.password;

  return (
    <Modal title={text(user ? 'admin.users.editTitle' : 'admin.users.create')} onClose={onClose}>
      <Form onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor={`${id}-firstName`}>{labels.firstName}</label>
          <input {...input('firstName')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={`${id}-lastName`}>{labels.lastName}</label>
          <input {...input('lastName')} autoComplete="off" />
        </Field>
        <Field $wide>
          <label htmlFor={`${id}-email`}>{labels.email}</label>
          <input {...input('email')} type="email" autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={`${id}-role`}>{labels.role}</label>
          <select {...input('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {text(roleLabels[role])}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-password`}>{labels.password}</label>
          <input
            {...input('password')}
            type="password"
            autoComplete="new-password"
            aria-invalid={passwordProblem ? true : undefined}
            aria-describedby={
              [user && `${id}-password-hint`, passwordProblem && `${id}-password-problem`].filter(Boolean).join(' ') || undefined
            }
          />
          {user && <small id={`${id}-password-hint`}>{text('admin.users.passwordHint')}</small>}
          {passwordProblem && <Problem id={`${id}-password-problem`}>{passwordProblem}</Problem>}
        </Field>
        <Actions>
          <Button type="button" $tone="ghost" onClick={onClose}>
            {text('admin.users.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {text(saving ? 'admin.users.saving' : user ? 'admin.users.save' : 'admin.users.create')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
