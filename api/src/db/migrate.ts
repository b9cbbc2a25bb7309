// Runs pending migrations at start-up; Kysely's migrator takes an advisory lock, so two
// processes starting together on one PostgreSQL database do not race.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './schema';
import { statements as initial } from './migrations/001-initial';
import { statements as auth } from './migrations/002-auth';
import { statements as telemetry } from './migrations/003-telemetry';
import { statements as inventory } from './migrations/004-inventory';
import { statements as search } from './migrations/005-search';
import { statements as mailOutbox } from './migrations/006-mail-outbox';
import { statements as passwordReset } from './migrations/008-password-reset';
import { statements as reviews } from './migrations/009-reviews';
import { statements as catalogueVersion } from './migrations/010-catalogue-version';
import { statements as hotelDetails } from './migrations/011-hotel-details';
import { statements as hotelPhotos } from './migrations/012-hotel-photos';
import { statements as sitemap } from './migrations/013-sitemap';
import { statements as towns } from './migrations/014-towns';
import { statements as calendarSync } from './migrations/015-calendar-sync';
import { statements as ownerMail } from './migrations/016-owner-mail-and-exports';
import { statements as seasons } from './migrations/017-seasons';
import { statements as hotelTaxes } from './migrations/018-hotel-taxes';
import { statements as promotions } from './migrations/019-promotions';
import { statements as accountLanguage } from './migrations/020-account-language';
import { statements as exchangeRates } from './migrations/021-exchange-rates';
import { statements as searchCharges } from './migrations/022-search-charges';
import { statements as roomsAndRates } from './migrations/023-rooms-and-rates';
import { statements as bookingRoomTypes } from './migrations/024-booking-room-types';

function fromStatements(list: readonly string[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}

const provider: MigrationProvider = {
  async getMigrations() {
    return {
      '001-initial': fromStatements(initial),
      '002-auth': fromStatements(auth),
      '003-telemetry': fromStatements(telemetry),
      '004-inventory': fromStatements(inventory),
      '005-search': fromStatements(search),
      '006-mail-outbox': fromStatements(mailOutbox),
      '008-password-reset': fromStatements(passwordReset),
      '009-reviews': fromStatements(reviews),
      '010-catalogue-version': fromStatements(catalogueVersion),
      '011-hotel-details': fromStatements(hotelDetails),
      '012-hotel-photos': fromStatements(hotelPhotos),
      '013-sitemap': fromStatements(sitemap),
      '014-towns': fromStatements(towns),
      '015-calendar-sync': fromStatements(calendarSync),
      '016-owner-mail-and-exports': fromStatements(ownerMail),
      '017-seasons': fromStatements(seasons),
      '018-hotel-taxes': fromStatements(hotelTaxes),
      '019-promotions': fromStatements(promotions),
      '020-account-language': fromStatements(accountLanguage),
      '021-exchange-rates': fromStatements(exchangeRates),
      '022-search-charges': fromStatements(searchCharges),
      '023-rooms-and-rates': fromStatements(roomsAndRates),
      '024-booking-room-types': fromStatements(bookingRoomTypes),
    };
  },
};

/** The migrations this version of the API knows, in order: a restored database may have none other. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await provider.getMigrations());
}

/**
 * `schema` (DATABASE_SCHEMA) keeps Kysely's bookkeeping tables in that schema: without it the
 * migrator takes another schema's kysely_migration_lock for ours and fails to create its own.
 */
function migratorOf(db: Kysely<Database>, schema: string | undefined): Migrator {
  return new Migrator({ db, provider, ...(schema && { migrationTableSchema: schema }) });
}

function reportFailure({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  reportFailure(await migratorOf(db, schema).migrateToLatest());
}

/** Runs the migrations up to and including `name`: tests of a later migration on data made before it. */
export async function migrateUpTo(db: Kysely<Database>, name: string, schema?: string): Promise<void> {
  reportFailure(await migratorOf(db, schema).migrateTo(name));
}
