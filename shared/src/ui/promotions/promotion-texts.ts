// The promotion-code screens' texts (issue 30). The owner area is not translated yet and reads
// them in English from here; the admin area keeps them, key for key as `admin.<id>`, in its
// translated catalogs (remote-admin/src/locales), and its test holds its English to this one.
import { createTranslator } from '@ceylon/shared';
import { compileCatalog } from '@ceylon/shared/compile-catalog';

export const englishPromotionTexts = {
  'promotions.none': 'No promotion codes yet.',
  'promotions.listLabel': 'Promotion codes',
  'promotions.percentOff': '{value}% off',
  'promotions.amountOff': '{amount} off',
  'promotions.staysFrom': 'Stays starting {from} to {until}',
  'promotions.bookingsFrom': 'Bookings made {from} to {until}',
  'promotions.minNights': 'At least {count, plural, one {# night} other {# nights}}',
  'promotions.maxUses': '{count} uses in all',
  'promotions.maxUsesPerGuest': '{count} per guest',
  'promotions.noLimits': 'No limits',
  'promotions.unused': 'Not used yet',
  'promotions.uses': 'Used {count, plural, one {# time} other {# times}}',
  'promotions.active': 'Active',
  'promotions.inactive': 'Inactive',
  'promotions.edit': 'Edit',
  'promotions.editNamed': 'Edit {code}',
  'promotions.remove': 'Remove',
  'promotions.removeNamed': 'Remove {code}',
  'promotions.makeInactive': 'Make inactive',
  'promotions.makeInactiveNamed': 'Make {code} inactive',
  'promotions.addHeading': 'Add a promotion code',
  'promotions.changeHeading': 'Change {code}',
  'promotions.code': 'Code',
  'promotions.kind': 'Discount',
  'promotions.kind.percent': 'Percentage of the room charge',
  'promotions.kind.amount': 'Amount off the room charge',
  'promotions.percent': 'Percentage (%)',
  'promotions.amount': 'Amount (USD)',
  'promotions.appliesTo': 'The dates are',
  'promotions.appliesTo.stay': 'Check-in dates of the stay',
  'promotions.appliesTo.booking': 'Dates the booking is made',
  'promotions.validFrom': 'From',
  'promotions.validUntil': 'Until',
  'promotions.minNightsLabel': 'Fewest nights',
  'promotions.maxUsesLabel': 'Uses in all',
  'promotions.maxUsesPerGuestLabel': 'Uses per guest',
  'promotions.optional': '(optional)',
  'promotions.activeLabel': 'Active: guests can use it',
  'promotions.add': 'Add code',
  'promotions.save': 'Save code',
  'promotions.saving': 'Saving…',
  'promotions.cancel': 'Cancel',
  'promotions.needed': 'Fill this in',
  'promotions.notNumber': 'Write a whole number from 1, or leave it empty',
  'promotions.added': 'Promotion code added',
  'promotions.changed': 'Promotion code changed',
  'promotions.removed': 'Promotion code removed',
  'promotions.madeInactive': 'Promotion code made inactive',
  'promotions.loadFailed': 'Failed to load the promotion codes',
  'promotions.saveFailed': 'Failed to save the promotion code',
  'promotions.removeFailed': 'Failed to remove the promotion code',
  'promotions.removeQuestion': 'Remove this promotion code? Guests will no longer be able to use it.',
  'promotions.removeYes': 'Remove code',
  'promotions.removeNo': 'Keep code',
} as const;

export type PromotionTextId = keyof typeof englishPromotionTexts;

/** How the screens read a text: the admin's translated `text`, or English for the owner. */
export type PromotionText = (id: PromotionTextId, values?: Record<string, unknown>) => string;

// Compiled here, as the builds compile the areas' catalogs: Lingui carries no compiler in production.
const english = createTranslator('en', [compileCatalog(englishPromotionTexts, 'promotion-texts.ts') as never]);

/** The texts in English, with their values put in (`{code}`), for an area that is not translated. */
export const englishPromotionText: PromotionText = (id, values) => english._(id, values);
