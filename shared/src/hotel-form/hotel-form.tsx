import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { below } from '../ui/theme';
import { AMENITIES, type AmenityId, type Hotel } from '../domain';
import { usePageLocale, useSharedText } from '../i18n/shared-text';
import { useCheckedSubmit, useFormFields } from '../forms';
import {
  ADDRESS_MAX_LENGTH,
  PRICE_LIMITS,
  RATING_LIMITS,
  ROOMS_LIMITS,
  emptyHotelValues,
  hotelToFormValues,
  toHotelPayload,
  validateHotel,
  type HotelField,
  type HotelFormMode,
  type HotelFormPayload,
  type HotelFormValues,
  type HotelProblem,
} from './hotel-form-values';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem 1.25rem;
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 0.35rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  label {
    font-weight: 600;
  }
  input:not([type='checkbox']),
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const CheckboxRow = styled.label`
  grid-column: 1 / -1;
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const Amenities = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(190px, 100%), 1fr));
    gap: 0 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

export interface HotelFormProps {
  /** `create` requires an image URL and empties the form after a successful save. */
  mode: HotelFormMode;
  initial?: Partial<Hotel>;
  /** Saves the hotel; a rejection keeps what was typed (the caller shows the message). */
  onSubmit: (values: HotelFormPayload) => Promise<void>;
  submitLabel: string;
  onCancel?: () => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

type TextField = Exclude<HotelField, 'bestSeller' | 'amenities'>;

/** The one create/edit hotel screen of the owner and admin areas (docs/product.md §2.5, §5). */
export function HotelForm({ mode, initial, onSubmit, submitLabel, onCancel, labelledBy }: HotelFormProps) {
  const id = useId();
  const text = useSharedText();
  const locale = usePageLocale();
  // A problem's numbers as the page's language writes them (10,000 rooms in English).
  const say = ({ id: problemId, values: problemValues }: HotelProblem) =>
    text(
      problemId,
      problemValues &&
        Object.fromEntries(
          Object.entries(problemValues).map(([name, value]) => [name, typeof value === 'number' ? value.toLocaleString(locale) : value]),
        ),
    );
  const optional = <Optional>{text('shared.hotelForm.optional')}</Optional>;
  const labels: Record<HotelField, string> = {
    title: text('shared.hotelForm.title'),
    location: text('shared.hotelForm.location'),
    price: text('shared.hotelForm.price'),
    description: text('shared.hotelForm.description'),
    imageUrl: text('shared.hotelForm.imageUrl'),
    rating: text('shared.hotelForm.rating'),
    bestSeller: text('shared.hotelForm.bestSeller'),
    rooms: text('shared.hotelForm.rooms'),
    amenities: text('shared.hotelForm.amenities'),
    address: text('shared.hotelForm.address'),
    checkInTime: text('shared.hotelForm.checkInTime'),
    checkOutTime: text('shared.hotelForm.checkOutTime'),
  };
  // Once sent, the problems follow what is typed.
  const { values, setValues, field, errors, check, reset } = useFormFields<HotelFormValues, HotelProblem>(
    labels,
    hotelToFormValues(initial),
    (entered) => validateHotel(entered, mode),
    { recheck: true },
  );
  const { saving, submit } = useCheckedSubmit(
    check,
    // The caller has already told the user what went wrong; keep what they typed.
    () =>
      onSubmit(toHotelPayload(values)).then(
        () => true,
        () => false,
      ),
    () => {
      if (mode === 'create') reset(emptyHotelValues);
    },
  );

  const fieldProps = (name: TextField) => {
    const { value, onChange, error } = field(name);
    return {
      id: `${id}-${name}`,
      name,
      value,
      onChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-problem` : undefined,
    };
  };

  const toggleAmenity = (amenity: AmenityId, on: boolean) =>
    setValues({ ...values, amenities: on ? [...values.amenities, amenity] : values.amenities.filter((held) => held !== amenity) });

  const problem = (name: TextField) => {
    const found = errors[name];
    return found ? <Problem id={`${id}-${name}-problem`}>{say(found)}</Problem> : null;
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Field>
        <label htmlFor={`${id}-title`}>{labels.title}</label>
        <input type="text" required {...fieldProps('title')} />
        {problem('title')}
      </Field>
      <Field>
        <label htmlFor={`${id}-location`}>{labels.location}</label>
        <input type="text" required {...fieldProps('location')} />
        {problem('location')}
      </Field>
      <Field>
        <label htmlFor={`${id}-price`}>{labels.price}</label>
        <input type="number" inputMode="decimal" required min={PRICE_LIMITS.min} step={PRICE_LIMITS.step} {...fieldProps('price')} />
        {problem('price')}
      </Field>
      <Field>
        <label htmlFor={`${id}-rating`}>{labels.rating}</label>
        <input
          type="number"
          inputMode="decimal"
          required
          min={RATING_LIMITS.min}
          max={RATING_LIMITS.max}
          step={RATING_LIMITS.step}
          {...fieldProps('rating')}
        />
        {problem('rating')}
      </Field>
      <Field $wide>
        <label htmlFor={`${id}-imageUrl`}>
          {labels.imageUrl} {mode === 'edit' && optional}
        </label>
        <input type="url" inputMode="url" required={mode === 'create'} {...fieldProps('imageUrl')} />
        {problem('imageUrl')}
      </Field>
      <Field>
        <label htmlFor={`${id}-rooms`}>{labels.rooms}</label>
        <input
          type="number"
          inputMode="numeric"
          required
          min={ROOMS_LIMITS.min}
          max={ROOMS_LIMITS.max}
          step={ROOMS_LIMITS.step}
          {...fieldProps('rooms')}
        />
        {problem('rooms')}
      </Field>
      <Field>
        <label htmlFor={`${id}-address`}>
          {labels.address} {optional}
        </label>
        <input type="text" autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH} {...fieldProps('address')} />
        {problem('address')}
      </Field>
      <Field>
        <label htmlFor={`${id}-checkInTime`}>{labels.checkInTime}</label>
        <input type="time" required {...fieldProps('checkInTime')} />
        {problem('checkInTime')}
      </Field>
      <Field>
        <label htmlFor={`${id}-checkOutTime`}>{labels.checkOutTime}</label>
        <input type="time" required {...fieldProps('checkOutTime')} />
        {problem('checkOutTime')}
      </Field>
      <Field $wide>
        <label htmlFor={`${id}-description`}>
          {labels.description} {optional}
        </label>
        <textarea {...fieldProps('description')} />
      </Field>
      <Amenities>
        <legend>{labels.amenities}</legend>
        <ul>
          {AMENITIES.map((amenity) => (
            <li key={amenity.id}>
              <label>
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity.id}
                  checked={values.amenities.includes(amenity.id)}
                  onChange={(event) => toggleAmenity(amenity.id, event.target.checked)}
                />
                {text(`shared.amenity.${amenity.id}`)}
              </label>
            </li>
          ))}
        </ul>
      </Amenities>
      <CheckboxRow>
        <input
          type="checkbox"
          name="bestSeller"
          checked={values.bestSeller}
          onChange={(event) => setValues({ ...values, bestSeller: event.target.checked })}
        />
        {labels.bestSeller}
      </CheckboxRow>
      <Actions>
        {onCancel && (
          <Button type="button" $tone="ghost" onClick={onCancel}>
            {text('shared.hotelForm.cancel')}
          </Button>
        )}
        <Button type="submit" $tone="brand" disabled={saving}>
          {saving ? text('shared.hotelForm.saving') : submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
