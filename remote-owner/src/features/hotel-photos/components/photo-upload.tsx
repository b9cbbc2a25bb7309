import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES } from '@ceylon/shared';
import { uploadProblem } from '../photo-rules';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  label {
    font-weight: 600;
  }
  input[type='file'] {
    width: 100%;
    max-width: 100%;
    min-height: 44px;
  }
  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  photosHeld: number;
  busy: boolean;
  /** Resolves true when the photos were uploaded: the file input then empties. */
  onUpload: (files: readonly File[]) => Promise<boolean>;
}

/** Choose photos and upload them, after the same checks the API makes on type, size and count. */
export function PhotoUpload({ photosHeld, busy, onUpload }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = Array.from(input.current?.files ?? []);
    const found = uploadProblem(files, photosHeld);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    if ((await onUpload(files)) && input.current) input.current.value = '';
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Upload photos">
      <label htmlFor={`${id}-files`}>Photos to upload</label>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        name="photos"
        multiple
        accept={PHOTO_TYPES.join(',')}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={() => setProblem(null)}
      />
      <Hint id={`${id}-hint`}>
        JPEG, PNG or WebP, at most {MAX_PHOTO_BYTES / (1024 * 1024)} MB each; up to {MAX_HOTEL_PHOTOS} photos per hotel ({photosHeld} now).
        The first photo is the cover.
      </Hint>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <p>
        <Button type="submit" disabled={busy}>
          {busy ? 'Working…' : 'Upload'}
        </Button>
      </p>
    </Form>
  );
}
