// How one record names another: a booking its hotel and guest, a hotel its creator.
import { Type } from 'typebox';
import { Id } from './common';

export const PersonSummarySchema = Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String() });

export const HotelSummarySchema = Type.Object({ id: Id, title: Type.String(), location: Type.String() });
