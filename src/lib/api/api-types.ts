/** The API's payloads, as the spec's screens read them. The emulated backend produces exactly these. */

export type ReservationStatus = 'pending' | 'success' | 'cancelled';
export type TransactionType = 'fullpayment' | 'downpayment';
export type TransactionStatus = 'unpaid' | 'paid' | 'expired';
/** 'true' valid, 'false' invalid, null still waiting for validation. */
export type ProofValidity = 'true' | 'false' | null;
export type UploadEntity = 'category' | 'transaction';

export interface CategoryRef {
  id: number;
  name: string;
}

export interface CategoryPackageSummary {
  id: number;
  name: string;
  price: number;
  description: string;
}

export interface Category {
  id: number;
  name: string;
  images: string[];
  createdAt: string;
  category_packages: CategoryPackageSummary[];
}

export interface CategoryPackage {
  id: number;
  name: string;
  description: string;
  price: number;
  categoryId: number;
  category: CategoryRef & { images: string[] };
  createdAt: string;
}

export interface CategoryAddon {
  id: number;
  name: string;
  unit: string;
  price: number;
  categoryId: number;
  category: CategoryRef;
  createdAt: string;
}

export interface TimeSlot {
  id: number;
  time: string;
}

export interface ReservationDetail {
  id: number;
  quantity: number;
  categoryAddon: { id: number; name: string; unit: string; price: number };
}

export interface TransactionSummary {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  total: number;
  expiredAt: string;
  /** The proofs sent so far, without their images: enough to tell what the payment waits for. */
  transaction_detail: PaymentProofSummary[];
}

export interface ReviewSummary {
  id: number;
  rating: number;
  review: string;
  createdAt: string;
}

export interface ReservationUser {
  id: number;
  name: string;
  email: string;
  phone: string;
}

export interface Reservation {
  id: number;
  /** The calendar day at 00:00 UTC. */
  date: string;
  status: ReservationStatus;
  total: number;
  createdAt: string;
  /** When its status last changed (booked, cancelled or completed). */
  updatedAt: string;
  timeSlot: TimeSlot;
  category: { id: number; name: string; images: string[] };
  categoryPackage: { id: number; name: string; price: number };
  reservation_detail: ReservationDetail[];
  user: ReservationUser;
  transactions: TransactionSummary[];
  review: ReviewSummary[];
}

/** What a customer may see of a day's bookings: which slots are taken, nothing about who took them. */
export interface BookedSlot {
  id: number;
  status: ReservationStatus;
  timeSlot: TimeSlot;
}

export interface PaymentProofSummary {
  id: number;
  total: number;
  isValid: ProofValidity;
  createdAt: string;
}

export interface PaymentProof extends PaymentProofSummary {
  images: { imageUrl: string }[];
}

export interface Transaction {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  /** What is due per installment. */
  total: number;
  expiredAt: string;
  createdAt: string;
  reservationId: number;
  reservation: Omit<Reservation, 'transactions' | 'review' | 'user' | 'createdAt'> & {
    user: { id: number; name: string };
  };
  transaction_detail: PaymentProof[];
  /** A proof still waits for the admin's decision although the session has started: decide it first. */
  decisionOverdue: boolean;
}

export interface Review {
  id: number;
  rating: number;
  review: string;
  createdAt: string;
  reservationId: number;
  reservation: Omit<Reservation, 'transactions' | 'review' | 'user' | 'createdAt'>;
  user: { id: number; name: string };
}

export interface PublicReview {
  id: number;
  rating: number;
  review: string;
  createdAt: string;
  user: { name: string };
}

/** GET __demo/scenarios (emulated backend only): a ready-made situation of the demo. */
/** What needs the admin's attention now, and what came in this month. */
export interface DashboardOverview {
  /** Proofs waiting for validation, of transactions still open. */
  proofsWaiting: number;
  /** Reservations on the studio's today that are not cancelled. */
  todayBookings: number;
  /** Pending reservations whose transaction expires within the next 24 hours unless a proof arrives. */
  deadlinesWithin24h: number;
  /** Rupiah of the valid proofs sent in the studio's current calendar month. */
  receivedThisMonth: number;
}

export interface DemoScenario {
  name: string;
  title: string;
  description: string;
}

/** POST __demo/scenario (emulated backend only): the scenario set up and its persona signed in. */
export interface StartedScenario {
  name: string;
  /** The session of the scenario's persona. */
  token: string;
  /** Where the persona lands: an app path, without the base path. */
  path: string;
}

/** GET/POST __demo/clock (emulated backend only). */
export interface DemoClock {
  now: string;
  offsetMs: number;
}

export type NetworkLatency = 'none' | 'slow' | 'very-slow';
export type NetworkFailure = 'none' | 'next' | 'every';

/**
 * GET/POST __demo/network (emulated backend only): a slow or failing network, so the app's loading and
 * error states can be seen. Every API call but the demo controls waits `latency`, and fails as `failure` says.
 */
export interface NetworkSimulation {
  latency: NetworkLatency;
  failure: NetworkFailure;
}
