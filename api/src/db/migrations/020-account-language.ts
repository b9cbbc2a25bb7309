// The account's language (decision 0034): the language its e-mails are written in,
// English, Sinhala or Tamil. Set at registration from the page's language and changed on /account;
// accounts made before are English, as their mail has always been. Values written out, not
// imported, so that this migration stays what it was.
export const statements: string[] = [
  `alter table users add column language text not null default 'en' check (language in ('en', 'si', 'ta'))`,
];
