/**
 * The API's payloads, as the spec's screens read them. The emulated backend produces exactly these.
 *
 * Each name is the schema of the same name in docs/openapi.yaml, through the types `npm run api:types`
 * generates from it into ./openapi.ts (never edited by hand): the contract is written once, in the document,
 * and a change to it that the app or the emulated backend does not follow fails `tsc`. Change the document,
 * not these lines. Its descriptions (what `total` means, when a field changes) come along as doc comments.
 */
import type { components, operations } from './openapi';

type Schemas = components['schemas'];

/**
 * Where a page sits in its list: beside `data` when a list was asked for a page (`page`, `pageSize`), with how
 * many items match the search and filters in all.
 */
export type Pagination = Schemas['Pagination'];
/** What `GET /reservations` takes: a page, a search (`q`) and a status. */
export type ReservationListQuery = NonNullable<operations['reservations']['parameters']['query']>;
/**
 * What `GET /transactions` takes: a page, a search (`q`), a status, and `?proof=waiting` (only those with a proof
 * for the admin to decide).
 */
export type TransactionListQuery = NonNullable<operations['transactions']['parameters']['query']>;
/** What `GET /customers` takes: a page and a search (`q`, in the name, email and phone number). */
export type CustomerListQuery = NonNullable<operations['customers']['parameters']['query']>;
/** What `GET /reviews` takes: a page and a search (`q`). */
export type ReviewListQuery = NonNullable<operations['reviews']['parameters']['query']>;
/** What `GET /albums` takes: a page, a search (`q`) and a stage. */
export type AlbumListQuery = NonNullable<operations['albums']['parameters']['query']>;

export type ReservationStatus = Schemas['ReservationStatus'];
/** How a booking came in: the customer's own in the app (`web`), or taken by the admin for them. */
export type BookingChannel = Schemas['BookingChannel'];
/** How a booking the admin takes for a customer came in: walk-in, WhatsApp, Instagram, telephone. */
export type StaffBookingChannel = Schemas['StaffBookingChannel'];
export type TransactionType = Schemas['TransactionType'];
export type TransactionStatus = Schemas['TransactionStatus'];
/** 'true' valid, 'false' invalid, null still waiting for validation. */
export type ProofValidity = Schemas['ProofValidity'];
/** How an installment reached the studio: the customer's QRIS proof, or a payment taken at the counter. */
export type PaymentMethod = Schemas['PaymentMethod'];
/** The ways the admin takes an installment at the counter: cash, the desk's QRIS, a transfer. */
export type CounterPaymentMethod = Schemas['CounterPaymentMethod'];
/** What an upload is for: the `entity` field of `POST /upload` (the document names no schema for it alone). */
export type UploadEntity = Schemas['UploadRequest']['entity'];

/** A person as any response shows them (`/me`, registration): never a password or hash. */
export type User = Schemas['User'];
/** The signed-in user as `/me` shows them: the user and the kinds of reminder they do not want. */
export type Profile = Schemas['Profile'];
/** What a sign-in answers: the bearer token for every later call. */
export type LoginResult = Schemas['LoginResult'];

export type CategoryRef = Schemas['CategoryRef'];
export type CategoryPackageSummary = Schemas['CategoryPackageSummary'];
export type Category = Schemas['Category'];
export type CategoryPackage = Schemas['CategoryPackage'];
export type CategoryAddon = Schemas['CategoryAddon'];
export type TimeSlot = Schemas['TimeSlot'];

export type AlbumStage = Schemas['AlbumStage'];
export type AlbumSummary = Schemas['AlbumSummary'];
export type Album = Schemas['Album'];
export type AlbumPhoto = Schemas['AlbumPhoto'];
export type AlbumSelectionRequest = Schemas['AlbumSelectionRequest'];

export type ReservationDetail = Schemas['ReservationDetail'];
export type TransactionSummary = Schemas['TransactionSummary'];
export type ReservationUser = Schemas['ReservationUser'];
/** A customer as the admin finds them, with or without an account to sign in with. */
export type Customer = Schemas['Customer'];
/** One customer as their page shows them: figures, the admin's notes, money, bookings and messages. */
export type CustomerDetail = Schemas['CustomerDetail'];
export type Reservation = Schemas['Reservation'];
/** One move of a booking to another day or slot: who, when, from, to and why. */
export type Reschedule = Schemas['Reschedule'];
/** Days the studio is closed, both ends included. */
export type ClosedDays = Schemas['ClosedDays'];
/** The studio's settings in force: contact facts, booking rules, cancellation policy, reminders, albums. */
export type Settings = Schemas['Settings'];
export type SettingsRequest = Schemas['SettingsRequest'];
export type StudioContact = Schemas['StudioContact'];
export type CancellationPolicy = Schemas['CancellationPolicy'];
export type CancellationTier = Schemas['CancellationTier'];
export type ReschedulePolicy = Schemas['ReschedulePolicy'];
/** When the payment, session and review reminders go, in hours (the settings' `reminders`). */
export type ReminderTimings = Schemas['ReminderTimings'];
/** One saved change of the settings: when, by whom, each setting's value before and after. */
export type SettingsChange = Schemas['SettingsChange'];
/** The policy a booking was made under, kept whatever the settings say later. */
export type BookingPolicy = Schemas['BookingPolicy'];
/** An active booking on days about to be closed, for the admin's decision. */
export type BookingOnClosingDay = Schemas['BookingOnClosingDay'];
/** What a customer may see of a day's bookings: which slots are taken, nothing about who took them. */
export type BookedSlot = Schemas['BookedSlot'];

export type PaymentProofSummary = Schemas['PaymentProofSummary'];
export type PaymentProof = Schemas['PaymentProof'];
export type Transaction = Schemas['Transaction'];
/** How customers pay by QRIS: a proof the admin checks, or a gateway charge that confirms itself. */
export type QrisMode = Schemas['QrisMode'];
export type PaymentSettings = Schemas['PaymentSettings'];
/** A payment gateway's charge for one installment: its QRIS, payable until it expires. */
export type Charge = Schemas['Charge'];
/** The payment gateway's notification of a payment (Midtrans' fields), as it is signed and sent. */
export type GatewayNotification = Schemas['GatewayNotification'];
export type NotificationReceipt = Schemas['NotificationReceipt'];
/** A payment the gateway reported, and what became of it: applied, or waiting for the admin's review. */
export type GatewayPayment = Schemas['GatewayPayment'];
export type GatewayPaymentStatus = Schemas['GatewayPaymentStatus'];
export type GatewayPaymentReason = Schemas['GatewayPaymentReason'];
export type GatewayRefundRequest = Schemas['GatewayRefundRequest'];
export type GatewayPayRequest = Schemas['GatewayPayRequest'];
export type GatewayPayResult = Schemas['GatewayPayResult'];
/** The search, status and page `GET /payments` takes. */
export type GatewayPaymentListQuery = NonNullable<operations['gatewayPayments']['parameters']['query']>;

/** What the studio owes back for a cancelled booking: waiting, or paid back (how, when, with its receipt). */
export type Refund = Schemas['Refund'];
export type RefundStatus = Schemas['RefundStatus'];
export type RefundMethod = Schemas['RefundMethod'];
/** Where a customer's refund is transferred to. */
export type BankAccount = Schemas['BankAccount'];
export type Voucher = Schemas['Voucher'];
export type VoucherKind = Schemas['VoucherKind'];
export type VoucherUse = Schemas['VoucherUse'];
export type VoucherRequest = Schemas['VoucherRequest'];
/** The search (in the code) and page `GET /vouchers` takes. */
export type VoucherListQuery = NonNullable<operations['vouchers']['parameters']['query']>;
export type ReservationQuote = Schemas['ReservationQuote'];
export type ReservationQuoteRequest = Schemas['ReservationQuoteRequest'];
/** The filters (and page) `GET /refunds` takes. */
export type RefundListFilter = NonNullable<operations['refunds']['parameters']['query']>;

export type Review = Schemas['Review'];
export type PublicReview = Schemas['PublicReview'];

/** What a reminder is about: the payment deadline, the balance, the session tomorrow, a review. */
export type ReminderKind = Schemas['ReminderKind'];
export type OptionalReminderKind = Schemas['OptionalReminderKind'];
export type ReminderChannel = Schemas['ReminderChannel'];
/** One reminder on one channel: an emulated email sent, or a WhatsApp item of the admin's queue. */
export type Reminder = Schemas['Reminder'];
/** The filters (and page) `GET /reminders` takes (`?channel=whatsapp&status=due`: the admin's queue). */
export type ReminderListFilter = NonNullable<operations['reminders']['parameters']['query']>;

/** What needs the admin's attention now, and what came in this month. */
export type DashboardOverview = Schemas['DashboardOverview'];
/** Today's bookings whose balance is still due: how many, and their rupiah. */
export type BalancesDue = Schemas['BalancesDue'];
/** What a morning summary counted: today's sessions, the balances due today and what waits for the admin. */
export type DigestFigures = Schemas['DigestFigures'];
/** One morning summary of the admin's outbox (`GET /digests`). */
export type Digest = Schemas['Digest'];
/** The page `GET /digests` takes. */
export type DigestListQuery = NonNullable<operations['digests']['parameters']['query']>;
/** `GET /reports/summary`: a period's figures, money over time and sales, beside the period before it. */
export type ReportSummary = Schemas['ReportSummary'];
/** The period before the one asked for, as many days long: the same figures, without the series. */
export type ReportPeriod = Schemas['ReportPeriod'];
export type ReportFigures = Schemas['ReportFigures'];
/** The money received over the period, by day, ISO week or month as its length asks. */
export type ReportSeries = Schemas['ReportSeries'];
/** A category or a package as booked, with its bookings and their totals. */
export type ReportCatalogueSales = Schemas['ReportCatalogueSales'];
export type ReportAddonSales = Schemas['ReportAddonSales'];
/** One weekday (1 Monday … 7 Sunday) at one time slot: its open slots over the period, and those booked. */
export type ReportHeatmapCell = Schemas['ReportHeatmapCell'];
export type ReportPaymentMethod = Schemas['ReportPaymentMethod'];
export type ReportVoucherUses = Schemas['ReportVoucherUses'];
/** `GET /reports/payments`: one installment received in the period, with the booking it paid and which one it was. */
export type ReportPayment = Schemas['ReportPayment'];
/** The period `GET /reports/summary` and `GET /reports/payments` take, both days included. */
export type ReportQuery = operations['reportSummary']['parameters']['query'];
/** What a change of the data touched, by the contract's resource word (`all`: everything was replaced). */
export type LiveResource = Schemas['LiveResource'];
/** One thing a change touched, as `GET /events` and the service worker tell it: its resource and its ids. */
export type LiveChange = Schemas['LiveChange'];
/** What one event of `GET /events` says: each thing the change touched, once. */
export type ChangesEvent = Schemas['ChangesEvent'];

/** GET __demo/scenarios (emulated backend only): a ready-made situation of the demo. */
export type DemoScenario = Schemas['DemoScenario'];
/** POST __demo/scenario (emulated backend only): the scenario set up and its persona signed in. */
export type StartedScenario = Schemas['StartedScenario'];
/** GET/POST __demo/clock (emulated backend only). */
export type DemoClock = Schemas['DemoClock'];

export type NetworkLatency = Schemas['NetworkLatency'];
export type NetworkFailure = Schemas['NetworkFailure'];
/**
 * GET/POST __demo/network (emulated backend only): a slow or failing network, so the app's loading and
 * error states can be seen. Every API call but the demo controls waits `latency`, and fails as `failure` says.
 */
export type NetworkSimulation = Schemas['NetworkSimulation'];

/*
 * Request bodies. The endpoints send their form's values as `body satisfies <Name>`, so a form whose values
 * the document would refuse (a field missing, renamed or of another type) fails `tsc`.
 */
export type RegisterRequest = Schemas['RegisterRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type ProfileRequest = Schemas['ProfileUpdateRequest'];
export type CategoryCreateRequest = Schemas['CategoryCreateRequest'];
export type CategoryUpdateRequest = Schemas['CategoryUpdateRequest'];
export type PackageRequest = Schemas['PackageRequest'];
export type AddonRequest = Schemas['AddonRequest'];
export type TimeSlotRequest = Schemas['TimeSlotRequest'];
export type ReservationRequest = Schemas['ReservationRequest'];
/** The admin's booking for a customer: a reservation with its customer, channel and payment type. */
export type StaffReservationRequest = Schemas['StaffReservationRequest'];
export type RescheduleRequest = Schemas['RescheduleRequest'];
/** A customer calling off their own booking: the account to refund to, when it gives money back. */
export type CancelOwnRequest = Schemas['CancelOwnRequest'];
/** The admin calling a session off: why, and what to give back of what was paid (absent: all of it). */
export type AdminCancelRequest = Schemas['AdminCancelRequest'];
export type ClosureRequest = Schemas['ClosureRequest'];
export type TransactionRequest = Schemas['TransactionRequest'];
export type PaymentProofRequest = Schemas['PaymentProofRequest'];
export type CounterPaymentRequest = Schemas['CounterPaymentRequest'];
/** The admin paid a refund back: how, on which studio day, with the receipt's upload. */
export type RefundPaidRequest = Schemas['RefundPaidRequest'];
export type ReviewRequest = Schemas['ReviewRequest'];
export type DemoClockRequest = Schemas['DemoClockRequest'];
export type PastReservationsRequest = Schemas['PastReservationsRequest'];
export type NetworkSimulationRequest = Schemas['NetworkSimulationRequest'];
