import { Button, FormProblem, FormWide, type CheckedSubmit } from '@ceylon/shared';
import { useOwnerText, type OwnerMessage, type OwnerText } from '../../../texts';

interface Props {
  /** The form's useCheckedSubmit: what its check found wrong, and whether it is saving. */
  checked: Pick<CheckedSubmit<OwnerMessage>, 'problem' | 'problemId' | 'saving'>;
  /** The submit button's words, and its words while the form is saving. */
  label: OwnerText;
  savingLabel: OwnerText;
  /** When given, a Cancel button beside it (a form editing an entry). */
  onCancel?: () => void;
}

/** The end of the calendar page's small forms: the problem its check found, then its buttons. */
export function FormEnd({ checked: { problem, problemId, saving }, label, savingLabel, onCancel }: Props) {
  const text = useOwnerText();
  return (
    <>
      {problem && (
        <FormProblem id={problemId} role="alert">
          {text(problem.id, problem.values)}
        </FormProblem>
      )}
      <FormWide>
        <Button type="submit" disabled={saving}>
          {text(saving ? savingLabel : label)}
        </Button>
        {onCancel && (
          <Button type="button" $tone="outline" onClick={onCancel}>
            {text('owner.cancel')}
          </Button>
        )}
      </FormWide>
    </>
  );
}
