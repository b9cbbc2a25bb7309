import { useState } from 'react';
import {
  FormCheck,
  MAX_FIXED_CHARGE,
  MAX_HOTEL_CHARGES,
  SmallForm,
  FormWide,
  useCheckedSubmit,
  type ChargeKind,
  type HotelCharge,
} from '@ceylon/shared';
import { useOwnerText, type OwnerMessage, type OwnerText } from '../../../texts';
import { FormEnd } from './form-end';

/** The kinds as the form offers them. */
export const KIND_LABELS: Record<ChargeKind, OwnerText> = {
  percent: 'owner.taxForm.kind.percent',
  perStay: 'owner.taxForm.kind.perStay',
  perNight: 'owner.taxForm.kind.perNight',
};

interface Draft {
  name: string;
  kind: ChargeKind;
  rate: string;
  compound: boolean;
}

const EMPTY: Draft = { name: '', kind: 'percent', rate: '', compound: false };

const draftOf = (charge: HotelCharge): Draft => ({ ...charge, rate: String(charge.rate) });

/** What is wrong with the charge, in the order a person fills it in; null when nothing is. */
export function taxProblem(draft: Draft, adding: boolean, count: number): OwnerMessage | null {
  if (adding && count >= MAX_HOTEL_CHARGES) return { id: 'owner.taxForm.tooMany', values: { max: MAX_HOTEL_CHARGES } };
  if (!draft.name.trim()) return { id: 'owner.taxForm.needName' };
  const rate = Number(draft.rate);
  if (draft.rate.trim() === '' || !Number.isFinite(rate) || rate < 0) {
    return { id: draft.kind === 'percent' ? 'owner.taxForm.badPercent' : 'owner.taxForm.badAmount' };
  }
  if (draft.kind === 'percent' && rate > 100) return { id: 'owner.taxForm.badPercent' };
  if (rate > MAX_FIXED_CHARGE) return { id: 'owner.taxForm.amountTooHigh', values: { max: MAX_FIXED_CHARGE } };
  return null;
}

const chargeOf = (draft: Draft): HotelCharge => ({
  name: draft.name.trim(),
  kind: draft.kind,
  rate: Number(draft.rate),
  compound: draft.kind === 'percent' && draft.compound,
});

interface Props {
  /** How many charges the hotel has: the form refuses an eleventh. */
  count: number;
  /** The charge being changed and its place; a new one without. */
  editing?: { charge: HotelCharge; index: number };
  /** Resolves true when saved: the form then empties. */
  onSave: (charge: HotelCharge, index?: number) => Promise<boolean>;
  onCancelEdit?: () => void;
}

/** Add a tax or charge at the end of the list, or change the one being edited: name, kind, rate and compounding. */
export function TaxForm({ count, editing, onSave, onCancelEdit }: Props) {
  const text = useOwnerText();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing.charge) : EMPTY));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const { invalid, submit, ...checked } = useCheckedSubmit(
    () => taxProblem(draft, !editing, count),
    () => onSave(chargeOf(draft), editing?.index),
    () => {
      setDraft(EMPTY);
      onCancelEdit?.();
    },
  );
  const percent = draft.kind === 'percent';

  return (
    <SmallForm
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? text('owner.taxForm.changeLabel', { name: editing.charge.name }) : text('owner.taxes.add')}
    >
      <FormWide as="label">
        {text('owner.name')}
        <input
          type="text"
          name="name"
          maxLength={60}
          placeholder="VAT"
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
          {...invalid}
        />
      </FormWide>
      <label>
        {text('owner.taxForm.kind')}
        <select name="kind" value={draft.kind} onChange={(e) => change({ kind: e.target.value as ChargeKind })}>
          {(Object.keys(KIND_LABELS) as ChargeKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {text(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {text(percent ? 'owner.taxForm.percent' : 'owner.taxForm.amount')}
        <input
          type="number"
          name="rate"
          min={0}
          max={percent ? 100 : MAX_FIXED_CHARGE}
          step={0.01}
          value={draft.rate}
          onChange={(e) => change({ rate: e.target.value })}
          {...invalid}
        />
      </label>
      {percent && (
        <FormCheck>
          <input type="checkbox" name="compound" checked={draft.compound} onChange={(e) => change({ compound: e.target.checked })} />
          {text('owner.taxForm.compound')}
        </FormCheck>
      )}
      <FormEnd
        checked={checked}
        label={editing ? 'owner.taxForm.save' : 'owner.taxForm.add'}
        savingLabel="owner.saving"
        onCancel={editing ? onCancelEdit : undefined}
      />
    </SmallForm>
  );
}
