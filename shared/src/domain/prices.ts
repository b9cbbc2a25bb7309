// The price of a stay (docs/product.md §9), shared by the booking page, the hotel page's calendar,
// search and the API's booking transaction. Every sum is in whole cents: an amount enters as dollars
// with at most two decimals, is turned into cents once (toCents), and only integers are added or
// multiplied after that, so no binary fraction is ever summed. A breakdown is built as lines from
// the room charge to the total, so that taxes and a discount can be added as lines of their own.
// A hotel's taxes and charges (decision 0030) are such lines: see chargeLines.
import { addDays, nightsBetween } from './dates';

/** A whole number of US cents. */
export type Cents = number;

/**
 * Dollars to cents, the one rounding rule: to the nearest cent of the amount as written in decimal,
 * a half cent away from zero. Prices are stored with two decimals (numeric(10, 2)), so for them
 * this is exact.
 */
export function toCents(dollars: number): Cents {
  const written = String(Math.abs(dollars));
  // Shifted in its decimal writing, not multiplied: 1.005 * 100 is 100.49999999999999 in binary.
  const shifted = written.includes('e') ? Math.abs(dollars) * 100 : Number(`${written}e2`);
  return Math.sign(dollars) * Math.round(shifted) || 0;
}

/** Cents to dollars with two decimals, as the API's JSON and the pages show them. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** An amount (or a percentage) as stored, with two decimals: toCents' rounding, back in its own unit. */
export function roundToCents(amount: number): number {
  return fromCents(toCents(amount));
}

/** Nights of the week as ISO numbers: 1 is a Monday night (Monday to Tuesday), 7 a Sunday night. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
/** The nights a season's weekend price is for unless it names others: Friday and Saturday. */
export const DEFAULT_WEEKEND_NIGHTS: readonly Weekday[] = [5, 6];
/** A season's minimum stay when it sets none. */
export const DEFAULT_MIN_NIGHTS = 1;
/** The longest season, in nights, and the highest minimum stay one may set (the longest stay). */
export const MAX_SEASON_NIGHTS = 366;
export const MAX_MIN_NIGHTS = 90;
/** A season's price, like a hotel's, is 0 to this many dollars per night per guest. */
export const MAX_NIGHT_PRICE = 1_000_000;

/** What pricing needs of a season: nights firstNight..lastNight (both included) and their prices. */
export interface SeasonPricing {
  firstNight: string;
  lastNight: string;
  /** Price per night per guest, dollars. */
  price: number;
  /** Price on its weekend nights, when it differs. */
  weekendPrice: number | null;
  weekendNights: readonly number[];
  /** The fewest nights of a stay that starts in the season. */
  minNights: number;
}

/** A hotel's prices: its base price per night per guest and its seasons (which never overlap). */
export interface HotelPricing {
  price: number;
  seasons: readonly SeasonPricing[];
}

/** The ISO weekday of a `YYYY-MM-DD` night. */
export function weekdayOf(night: string): Weekday {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The season covering a night, if one does. */
export function seasonOn<Season extends SeasonPricing>(night: string, seasons: readonly Season[]): Season | undefined {
  return seasons.find((season) => season.firstNight <= night && night <= season.lastNight);
}

/** One night's price per guest in cents: its season's (weekend or weekday), else the base price. */
export function nightPriceCents(night: string, pricing: HotelPricing): Cents {
  const season = seasonOn(night, pricing.seasons);
  if (!season) return toCents(pricing.price);
  const weekend = season.weekendPrice !== null && season.weekendNights.includes(weekdayOf(night));
  return toCents(weekend && season.weekendPrice !== null ? season.weekendPrice : season.price);
}

/** The fewest nights a stay starting on `checkIn` may have: its season's minimum, else 1. */
export function minimumStay(checkIn: string, seasons: readonly SeasonPricing[]): number {
  return seasonOn(checkIn, seasons)?.minNights ?? DEFAULT_MIN_NIGHTS;
}

export function minimumStayMessage(minNights: number): string {
  return `Stays starting on this date must be at least ${minNights} nights`;
}

function shorterThan(minNights: number, checkIn: string, checkOut: string): string | null {
  return nightsBetween(checkIn, checkOut) < minNights ? minimumStayMessage(minNights) : null;
}

/** The minimum-stay message when the stay is shorter than its start's minimum, else null. */
export function minimumStayProblem(checkIn: string, checkOut: string, seasons: readonly SeasonPricing[]): string | null {
  return shorterThan(minimumStay(checkIn, seasons), checkIn, checkOut);
}

export interface NightPrice {
  night: string;
  /** Per guest, cents. */
  cents: Cents;
}

/** How a hotel's charge is reckoned: a percentage, or a fixed amount once per stay or per night per room. */
export const CHARGE_KINDS = ['percent', 'perStay', 'perNight'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
/** The most taxes and charges a hotel may list. */
export const MAX_HOTEL_CHARGES = 10;
/** A fixed charge is 0 to this many dollars (per stay, or per night per room). */
export const MAX_FIXED_CHARGE = 100_000;

/**
 * One of a hotel's taxes and charges, in the order they apply. `rate` is the percentage (0 to 100,
 * two decimals) for `percent`, else dollars. A compounding percentage is taken of the room charge
 * and every charge before it; any other percentage of the room charge alone.
 */
export interface HotelCharge {
  name: string;
  kind: ChargeKind;
  rate: number;
  compound: boolean;
}

/** A charge's line in a breakdown: the charge and its amount for this stay. */
export interface ChargeLine extends HotelCharge {
  cents: Cents;
}

/** `n / d` for n ≥ 0, d > 0, rounded to the nearest whole number, a half away from zero, in integers. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * The one rounding rule for charges: a percentage line is its base in cents × the percentage in
 * hundredths of a percent / 10,000, rounded to the nearest cent, a half cent away from zero; each
 * line is rounded on its own and the total is the sum of the rounded lines. A fixed charge is exact
 * cents: per stay once, per night × nights × rooms.
 */
export function chargeLines(roomChargeCents: Cents, charges: readonly HotelCharge[], nights: number, rooms: number): ChargeLine[] {
  const lines: ChargeLine[] = [];
  let sumSoFar = roomChargeCents;
  for (const charge of charges) {
    const rateCents = toCents(charge.rate);
    let cents: Cents;
    if (charge.kind === 'percent') cents = divideRounded((charge.compound ? sumSoFar : roomChargeCents) * rateCents, 10_000);
    else if (charge.kind === 'perNight') cents = rateCents * nights * rooms;
    else cents = rateCents;
    lines.push({ ...charge, cents });
    sumSoFar += cents;
  }
  return lines;
}

/**
 * A stay's price as lines: each night's price, the room charge (the nights' sum × guests), the
 * hotel's taxes and charges in their order, and the total (the room charge and the charges).
 */
export interface PriceBreakdown {
  nights: NightPrice[];
  guests: number;
  roomChargeCents: Cents;
  /** A promotion code's discount off the room charge (decision 0032), when one applies. */
  discount?: DiscountLine;
  charges: ChargeLine[];
  totalCents: Cents;
}

/** How a promotion code takes its discount off the room charge: a percentage, or a fixed amount in dollars. */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What pricing needs of a promotion code: its code (as shown) and its discount. */
export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  /** The percentage (0 to 100, two decimals) for `percent`, else dollars (two decimals). */
  value: number;
}

/** A discount's line in a breakdown: the code and the cents it takes off the room charge. */
export interface DiscountLine {
  code: string;
  cents: Cents;
}

/**
 * The discount a code takes off a room charge, by the one rounding rule of the charges: a
 * percentage is the room charge in cents × the percentage in hundredths of a percent / 10,000,
 * rounded to the nearest cent, a half cent away from zero; a fixed amount is exact cents. Never
 * more than the room charge, so the room charge after it is never negative.
 */
export function discountCents(roomChargeCents: Cents, { kind, value }: DiscountTerms): Cents {
  const valueCents = toCents(value);
  const cents = kind === 'percent' ? divideRounded(roomChargeCents * valueCents, 10_000) : valueCents;
  return Math.min(cents, roomChargeCents);
}

/**
 * What charges apply to: the hotel's charges, the rooms booked (1 when left out) and a promotion
 * code's discount, which comes off the room charge before the charges are taken of it.
 */
export interface ChargesFor {
  charges?: readonly HotelCharge[];
  rooms?: number;
  discount?: DiscountTerms;
}

/** Each night of checkIn..checkOut (checkOut not included) at `centsOf` it, × guests, then the charges. */
function breakdown(
  checkIn: string,
  checkOut: string,
  guests: number,
  centsOf: (night: string) => Cents,
  { charges = [], rooms = 1, discount }: ChargesFor,
): PriceBreakdown {
  const count = nightsBetween(checkIn, checkOut);
  const nights = Array.from({ length: Math.max(0, count) }, (_, i) => {
    const night = addDays(checkIn, i);
    return { night, cents: centsOf(night) };
  });
  const roomChargeCents = nights.reduce((sum, { cents }) => sum + cents, 0) * guests;
  // Charges are taken of what the guest pays for the room: the room charge less the discount.
  const off = discount ? discountCents(roomChargeCents, discount) : 0;
  const lines = chargeLines(roomChargeCents - off, charges, nights.length, rooms);
  const totalCents = lines.reduce((sum, { cents }) => sum + cents, roomChargeCents - off);
  return {
    nights,
    guests,
    roomChargeCents,
    ...(discount && { discount: { code: discount.code, cents: off } }),
    charges: lines,
    totalCents,
  };
}

/**
 * The price of the nights checkIn..checkOut (checkOut not included) for `guests` (docs/product.md §9),
 * with the hotel's charges when given.
 */
export function priceStay(
  pricing: HotelPricing,
  checkIn: string,
  checkOut: string,
  guests: number,
  charges: ChargesFor = {},
): PriceBreakdown {
  return breakdown(checkIn, checkOut, guests, (night) => nightPriceCents(night, pricing), charges);
}

/** A charge as a breakdown shows it, in dollars (what a booking stores, GET /api/bookings answers). */
export interface PricedCharge extends HotelCharge {
  amount: number;
}

/** A stay's breakdown as a booking keeps it and pages show it: the room charge, each charge, the total; dollars. */
export interface StayPriceLines {
  roomCharge: number;
  /** The promotion code's discount, dollars taken off the room charge (decision 0032). */
  discount?: { code: string; amount: number };
  charges: PricedCharge[];
  total: number;
}

export function priceLinesOf({ roomChargeCents, discount, charges, totalCents }: PriceBreakdown): StayPriceLines {
  return {
    roomCharge: fromCents(roomChargeCents),
    ...(discount && { discount: { code: discount.code, amount: fromCents(discount.cents) } }),
    charges: charges.map(({ cents, ...charge }) => ({ ...charge, amount: fromCents(cents) })),
    total: fromCents(totalCents),
  };
}

/** A booking made before charges existed: its total was its room charge. */
export function roomChargeOnly(total: number): StayPriceLines {
  return { roomCharge: total, charges: [], total };
}

/** The lines a booking was made at: those it keeps (null for one made before charges existed), else its total as the room charge. */
export function bookedPriceLines({
  totalPrice,
  priceBreakdown,
}: {
  totalPrice: number;
  priceBreakdown: StayPriceLines | null;
}): StayPriceLines {
  return priceBreakdown ?? roomChargeOnly(totalPrice);
}

/** Whether a booking's lines say more than its total: it had taxes and charges or a promotion code. */
export function hasPriceLines(lines: StayPriceLines): boolean {
  return lines.charges.length > 0 || lines.discount !== undefined;
}

/** A discount line's label: "Promotion code WELCOME10". */
export function discountLabel({ code }: { code: string }): string {
  return `Promotion code ${code}`;
}

/** The words of a charge's basis around its figure (`rate` a percentage, `amount` dollars written "$2.50"). */
export interface ChargeBasisWording {
  compound: (rate: number) => string;
  perNight: (amount: string) => string;
  perStay: (amount: string) => string;
}

const ENGLISH_BASIS: ChargeBasisWording = {
  compound: (rate) => `${rate}% on the charges before it`,
  perNight: (amount) => `${amount} per night per room`,
  perStay: (amount) => `${amount} per stay`,
};

/** How a charge is reckoned, in words: "10%", "18% on the charges before it", "$2.50 per night per room", "$5.00 per stay". */
export function chargeBasis(charge: HotelCharge): string {
  return chargeBasisIn(charge, ENGLISH_BASIS);
}

/** chargeBasis in another language, with its `wording` (the e-mails'). */
export function chargeBasisIn({ kind, rate, compound }: HotelCharge, wording: ChargeBasisWording): string {
  if (kind === 'percent') return compound ? wording.compound(rate) : `${rate}%`;
  return wording[kind](`$${rate.toFixed(2)}`);
}

/** The cheapest and the dearest night of a breakdown, dollars: the same when every night costs the same. */
export function nightPriceRange({ nights }: PriceBreakdown): { lowest: number; highest: number } {
  const cents = nights.map((night) => night.cents);
  return cents.length === 0 ? { lowest: 0, highest: 0 } : { lowest: fromCents(Math.min(...cents)), highest: fromCents(Math.max(...cents)) };
}

/** A stay's total in dollars, cents exact. */
export function stayTotal(pricing: HotelPricing, checkIn: string, checkOut: string, guests: number): number {
  return fromCents(priceStay(pricing, checkIn, checkOut, guests).totalCents);
}

/** A night as the hotel's availability lists it (GET /api/hotels/:id/availability): its price and minimum stay. */
export interface PricedNight {
  date: string;
  price?: number;
  minNights?: number;
}

/**
 * What a page knows: the nights the availability listed at their prices, any other at the base
 * price. The same figure as priceStay wherever the listed nights cover the stay.
 */
export function priceListedNights(
  basePrice: number,
  listed: readonly PricedNight[],
  checkIn: string,
  checkOut: string,
  guests: number,
  charges: ChargesFor = {},
): PriceBreakdown {
  const prices = new Map(listed.map((n) => [n.date, n.price]));
  return breakdown(checkIn, checkOut, guests, (night) => toCents(prices.get(night) ?? basePrice), charges);
}

/**
 * What a page shows of a stay priced by its listed nights, in dollars: the total (the charges
 * included when given), the cheapest and dearest night, and the price lines.
 */
export function listedStayFigures(
  basePrice: number,
  listed: readonly PricedNight[],
  checkIn: string,
  checkOut: string,
  guests: number,
  charges: ChargesFor = {},
): { total: number; lowest: number; highest: number; lines: StayPriceLines } {
  const price = priceListedNights(basePrice, listed, checkIn, checkOut, guests, charges);
  return { total: fromCents(price.totalCents), ...nightPriceRange(price), lines: priceLinesOf(price) };
}

/** The minimum-stay message for a stay the listed nights say is too short, else null. */
export function listedMinimumStayProblem(listed: readonly PricedNight[], checkIn: string, checkOut: string): string | null {
  return shorterThan(listed.find((n) => n.date === checkIn)?.minNights ?? DEFAULT_MIN_NIGHTS, checkIn, checkOut);
}
