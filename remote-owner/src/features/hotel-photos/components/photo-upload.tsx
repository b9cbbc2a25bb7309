import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, MAX_HOTEL_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES } from '@ceylon/shared';
import { useOwnerText, type OwnerMessage } from '../../../texts';
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
  const text = useOwnerText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<OwnerMessage | null>(null);

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
    <Form noValidate onSubmit={submit} aria-label={text('owner.photos.uploadLabel')}>
      <label htmlFor={`${id}-files`}>{text('owner.photos.files')}</label>
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
        {text('owner.photos.hint', { size: MAX_PHOTO_BYTES / (1024 * 1024), max: MAX_HOTEL_PHOTOS, held: photosHeld })}
      </Hint>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {text(problem.id, problem.values)}
        </Problem>
      )}
      <p>
        <Button type="submit" disabled={busy}>
          {text(busy ? 'owner.photos.working' : 'owner.photos.upload')}
        </Button>
      </p>
    </Form>
  );
}
