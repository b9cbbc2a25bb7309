/** A yes/no question and what its two buttons do: "OK" and "Cancel" say neither. */
export interface Confirmation {
  question: string;
  /** The label of the button that goes ahead. */
  yes: string;
  /** The label of the button that leaves things as they are. */
  no: string;
}

/** The site's confirmations; the questions are docs/product.md §8's, word for word. */
export const confirmations = {
  cancelBooking: { question: 'Are you sure you want to cancel this booking?', yes: 'Cancel booking', no: 'Keep booking' },
  deleteHotel: { question: 'Are you sure you want to delete this hotel?', yes: 'Delete hotel', no: 'Keep hotel' },
  deleteUser: { question: 'Are you sure you want to delete this user?', yes: 'Delete user', no: 'Keep user' },
  closeAccount: {
    question: 'Close your account? Stays that have not begun will be cancelled, and you will be signed out.',
    yes: 'Close account',
    no: 'Keep account',
  },
} as const satisfies Record<string, Confirmation>;
