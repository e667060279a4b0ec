/** The demo people: admins, brand users and creators. */
import { DEMO_ACCOUNTS } from './accounts';
import type { UserKey } from './keys';

export interface DemoUser {
  key: UserKey;
  type: 'admin' | 'brand' | 'creator';
  firstName: string;
  lastName: string;
  email: string;
  joinedDaysAgo: number;
  avatar?: readonly [string, string];
  disabled?: boolean;
}

export const USERS: DemoUser[] = [
  {
    key: 'clara',
    type: 'admin',
    firstName: 'Clara',
    lastName: 'Roig',
    email: DEMO_ACCOUNTS.admin,
    joinedDaysAgo: 320,
    avatar: ['#2f4858', '#86bbd8'],
  },
  {
    key: 'jordi',
    type: 'brand',
    firstName: 'Jordi',
    lastName: 'Ferrer',
    email: DEMO_ACCOUNTS.brand,
    joinedDaysAgo: 240,
    avatar: ['#8c2f39', '#f4a259'],
  },
  {
    key: 'mireia',
    type: 'brand',
    firstName: 'Mireia',
    lastName: 'Casals',
    email: 'mireia.casals@colla.test',
    joinedDaysAgo: 190,
    avatar: ['#0b6e8a', '#9ad1d4'],
  },
  {
    key: 'sergi',
    type: 'brand',
    firstName: 'Sergi',
    lastName: 'Bosch',
    email: 'sergi.bosch@colla.test',
    joinedDaysAgo: 215,
  },
  {
    key: 'rosa',
    type: 'brand',
    firstName: 'Rosa',
    lastName: 'Vilà',
    email: 'rosa.vila@colla.test',
    joinedDaysAgo: 160,
    avatar: ['#9e2a2b', '#e09f3e'],
  },
  {
    key: 'anna',
    type: 'brand',
    firstName: 'Anna',
    lastName: 'Costa',
    email: 'anna.costa@colla.test',
    joinedDaysAgo: 120,
  },
  {
    key: 'laia',
    type: 'creator',
    firstName: 'Laia',
    lastName: 'Puig',
    email: DEMO_ACCOUNTS.creator,
    joinedDaysAgo: 230,
    avatar: ['#d1495b', '#edae49'],
  },
  {
    key: 'marc',
    type: 'creator',
    firstName: 'Marc',
    lastName: 'Soler',
    email: 'marc.soler@colla.test',
    joinedDaysAgo: 205,
    avatar: ['#00798c', '#30638e'],
  },
  {
    key: 'nuria',
    type: 'creator',
    firstName: 'Núria',
    lastName: 'Vidal',
    email: 'nuria.vidal@colla.test',
    joinedDaysAgo: 180,
    avatar: ['#6a4c93', '#f2a7c3'],
  },
  {
    key: 'pau',
    type: 'creator',
    firstName: 'Pau',
    lastName: 'Serra',
    email: 'pau.serra@colla.test',
    joinedDaysAgo: 150,
  },
  {
    key: 'aina',
    type: 'creator',
    firstName: 'Aina',
    lastName: 'Roca',
    email: 'aina.roca@colla.test',
    joinedDaysAgo: 110,
    avatar: ['#3a7d44', '#c7e8ca'],
  },
  {
    key: 'oriol',
    type: 'creator',
    firstName: 'Oriol',
    lastName: 'Camps',
    email: 'oriol.camps@colla.test',
    joinedDaysAgo: 95,
  },
  {
    key: 'quim',
    type: 'creator',
    firstName: 'Quim',
    lastName: 'Serrano',
    email: 'quim.serrano@colla.test',
    joinedDaysAgo: 70,
    disabled: true,
  },
];
