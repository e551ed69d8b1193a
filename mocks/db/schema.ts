/** The emulated backend's tables. Rows are plain JSON so the whole store can be snapshotted. */

import type {
  NotificationChannel,
  ProofValidity,
  ReminderKind,
  ReservationStatus,
  TransactionStatus,
  TransactionType,
  UploadEntity,
} from '@/lib/api/api-types';
import type { Role } from '@/lib/rules/roles';

/**
 * Bumped whenever the row shapes or the seed's content change: an older stored snapshot is migrated
 * (migrations.ts) or, with no migration, replaced by a fresh seed; a newer one is never touched. Each row
 * type has its schema in row-schemas.ts. 2: the seed's packages hold one 20-minute session, its add-ons
 * count things, its reviews fit their category. 3: failed sign-ins are kept (`loginFailures`), so login can
 * be throttled. 4: bookings can move (`reschedules`) and the studio can close (`closures`). 5: the studio
 * reminds its customers (`notifications`), who may opt out of kinds of reminder (`users.reminderOptOuts`).
 */
export const DB_SCHEMA_VERSION = 5;

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: PasswordHash;
  /** The kinds of reminder the user does not want, each once. */
  reminderOptOuts: ReminderKind[];
  createdAt: string;
}

export interface SessionRow {
  token: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

/** One failed sign-in for an email (normalised: trimmed, lower case), known to the store or not. */
export interface LoginFailureRow {
  email: string;
  failedAt: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  /** 1 to 3 URLs the backend issued. */
  images: string[];
  createdAt: string;
}

export interface PackageRow {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
  createdAt: string;
}

export interface AddonRow {
  id: number;
  categoryId: number;
  name: string;
  unit: string;
  price: number;
  createdAt: string;
}

export interface TimeSlotRow {
  id: number;
  /** HH:mm */
  time: string;
}

/** What a reservation keeps of the catalogue as it was when booked. */
export interface ReservationSnapshot {
  categoryName: string;
  categoryImage: string;
  packageName: string;
  packagePrice: number;
  time: string;
}

export interface ReservationRow {
  id: number;
  userId: number;
  /** The calendar day at 00:00 UTC, as an ISO string. */
  date: string;
  timeSlotId: number;
  categoryId: number;
  categoryPackageId: number;
  status: ReservationStatus;
  total: number;
  snapshot: ReservationSnapshot;
  createdAt: string;
  updatedAt: string;
}

export interface ReservationDetailRow {
  id: number;
  reservationId: number;
  categoryAddonId: number;
  quantity: number;
  addonName: string;
  addonUnit: string;
  addonPrice: number;
}

export interface TransactionRow {
  id: number;
  reservationId: number;
  type: TransactionType;
  status: TransactionStatus;
  /** What is due per installment: the whole total, or half of it for a down payment. */
  total: number;
  expiredAt: string;
  createdAt: string;
}

export interface TransactionDetailRow {
  id: number;
  transactionId: number;
  total: number;
  isValid: ProofValidity;
  image: string;
  createdAt: string;
}

export interface ReviewRow {
  id: number;
  reservationId: number;
  userId: number;
  rating: number;
  review: string;
  createdAt: string;
}

/** One move of a booking to another day or time: who moved it, when, from where to where, and why. */
export interface RescheduleRow {
  id: number;
  reservationId: number;
  movedBy: number;
  /** The role of who moved it: a customer's moves count against their limit, an admin's do not. */
  movedByRole: Role;
  fromDate: string;
  /** HH:mm */
  fromTime: string;
  toDate: string;
  /** HH:mm */
  toTime: string;
  /** Required of an admin; a customer may give none. */
  reason: string | null;
  createdAt: string;
}

/** Days the studio is shut, both ends included, as calendar days at 00:00 UTC. */
export interface ClosureRow {
  id: number;
  startDate: string;
  endDate: string;
  label: string;
  /** What customers are told, e.g. when the studio opens again. */
  note: string;
  createdAt: string;
}

/**
 * One reminder on one channel, made by the upkeep once it falls due: an email (sent when made) or a
 * WhatsApp item the admin sends by hand. A reminder is made once per booking, kind and due instant, as one
 * row per channel.
 */
export interface NotificationRow {
  id: number;
  reservationId: number;
  /** The customer it is for. */
  userId: number;
  kind: ReminderKind;
  channel: NotificationChannel;
  /** The email address, or the phone number for WhatsApp, as the customer's account had it. */
  recipient: string;
  subject: string;
  body: string;
  /** The app path the body points to (the payment or review page), written in the body as it is. */
  link: string | null;
  /** When it fell due, after the quiet hours' shift: with the booking and kind, what makes it once only. */
  dueAt: string;
  createdAt: string;
  /** An email's is its `createdAt`; a WhatsApp item's is null until the admin marks it sent. */
  sentAt: string | null;
  /**
   * When a WhatsApp item still unsent stopped applying (its booking moved, was cancelled or paid, its moment
   * passed, the customer opted out): it leaves the queue for good. Null otherwise, and always for an email.
   */
  withdrawnAt: string | null;
}

export interface UploadRow {
  id: number;
  /** The URL the backend serves the file back from. */
  url: string;
  entity: UploadEntity;
  mimeType: string;
  size: number;
  uploadedBy: number;
  createdAt: string;
}

export interface Tables {
  users: UserRow[];
  sessions: SessionRow[];
  loginFailures: LoginFailureRow[];
  categories: CategoryRow[];
  packages: PackageRow[];
  addons: AddonRow[];
  timeSlots: TimeSlotRow[];
  reservations: ReservationRow[];
  reservationDetails: ReservationDetailRow[];
  transactions: TransactionRow[];
  transactionDetails: TransactionDetailRow[];
  reviews: ReviewRow[];
  reschedules: RescheduleRow[];
  closures: ClosureRow[];
  notifications: NotificationRow[];
  uploads: UploadRow[];
}

export type TableWithIds = Exclude<keyof Tables, 'sessions' | 'loginFailures'>;

export interface Db extends Tables {
  /** The last id handed out per table. */
  sequences: Record<TableWithIds, number>;
}

export const tableNames = [
  'users',
  'sessions',
  'loginFailures',
  'categories',
  'packages',
  'addons',
  'timeSlots',
  'reservations',
  'reservationDetails',
  'transactions',
  'transactionDetails',
  'reviews',
  'reschedules',
  'closures',
  'notifications',
  'uploads',
] as const satisfies readonly (keyof Tables)[];

export function createEmptyDb(): Db {
  return {
    users: [],
    sessions: [],
    loginFailures: [],
    categories: [],
    packages: [],
    addons: [],
    timeSlots: [],
    reservations: [],
    reservationDetails: [],
    transactions: [],
    transactionDetails: [],
    reviews: [],
    reschedules: [],
    closures: [],
    notifications: [],
    uploads: [],
    sequences: {
      users: 0,
      categories: 0,
      packages: 0,
      addons: 0,
      timeSlots: 0,
      reservations: 0,
      reservationDetails: 0,
      transactions: 0,
      transactionDetails: 0,
      reviews: 0,
      reschedules: 0,
      closures: 0,
      notifications: 0,
      uploads: 0,
    },
  };
}

/** The next id of a table. */
export function nextId(db: Db, table: TableWithIds): number {
  db.sequences[table] += 1;
  return db.sequences[table];
}
