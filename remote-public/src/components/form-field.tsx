import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.65rem 0.85rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 9rem;
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface FieldBase {
  label: string;
  error?: string;
}

type InputFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { multiline?: false };
type TextareaFieldProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { multiline: true };

/** A labelled input (or textarea) with its validation message tied to it for screen readers. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = props.error ? errorId : undefined;
  const invalid = Boolean(props.error);

  let control;
  if (props.multiline) {
    const { label: _label, error: _error, multiline: _multiline, ...rest } = props;
    control = <Textarea id={id} {...rest} $invalid={invalid} aria-invalid={invalid} aria-describedby={described} />;
  } else {
    const { label: _label, error: _error, multiline: _multiline, type = 'text', ...rest } = props;
    // Said, not left to the default: an autocomplete token such as `name` is checked against the type.
    control = <Input id={id} type={type} {...rest} $invalid={invalid} aria-invalid={invalid} aria-describedby={described} />;
  }

  return (
    <Wrapper>
      <label htmlFor={id}>{props.label}</label>
      {control}
      {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
    </Wrapper>
  );
}
