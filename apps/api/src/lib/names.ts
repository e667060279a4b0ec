/** How a person's name is written: first name, a space, last name (in TypeScript and in SQL). */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** The same full name computed by the database, from a users table (or an alias of it). */
export const fullNameSql = (people: { firstName: AnyColumn; lastName: AnyColumn }): SQL<string> =>
  sql<string>`(${people.firstName} || ' ' || ${people.lastName})`;
