// A search with dates answers each hotel's taxes and charges for the stay (`stayCharges`;
// decision 0027), so a change to a hotel's charges moves the catalogue's version: no cached search
// outlives it. One statement per entry.
import { catalogueVersionTrigger } from './010-catalogue-version';

export const statements: string[] = [catalogueVersionTrigger('hotel_charges')];
