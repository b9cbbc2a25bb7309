import type { SharedText } from '../../i18n/shared-text';

/** A yes/no question and what its two buttons do: "OK" and "Cancel" say neither. */
export interface Confirmation {
  question: string;
  /** The label of the button that goes ahead. */
  yes: string;
  /** The label of the button that leaves things as they are. */
  no: string;
  /** The three are ids of @ceylon/shared's texts, which the dialog says in the page's language (the site's own questions). */
  sharedTexts?: true;
}

type Asked = 'cancelBooking' | 'deleteHotel' | 'deleteUser' | 'closeAccount';

// Each part an id in @ceylon/shared's catalog (an id it lacks does not compile).
const question = <Name extends Asked>(name: Name) =>
  ({
    question: `shared.confirm.${name}.question`,
    yes: `shared.confirm.${name}.yes`,
    no: `shared.confirm.${name}.no`,
    sharedTexts: true,
  }) as const satisfies Confirmation & Record<'question' | 'yes' | 'no', SharedText>;

/** The site's confirmations; the questions are docs/product.md §8's, word for word in English (`shared.confirm.*`). */
export const confirmations = {
  cancelBooking: question('cancelBooking'),
  deleteHotel: question('deleteHotel'),
  deleteUser: question('deleteUser'),
  closeAccount: question('closeAccount'),
} as const satisfies Record<string, Confirmation>;
