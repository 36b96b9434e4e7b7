import { formatMoney, type Currency } from '~/contract';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDay = (iso: string | null) => (iso === null ? '—' : day.format(new Date(iso)));
export const formatMoment = (iso: string | null) => (iso === null ? '—' : moment.format(new Date(iso)));
export const money = (cents: number, currency: string) => formatMoney(cents, currency as Currency);
