/**
 * @module calendar/panchang/day-groups/planets
 * The Chaldean order of the seven visible grahas, read from the Sun: Sun, Venus, Mercury, Moon, Saturn, Jupiter,
 * Mars (the descending order of their periods, Saturn … Moon, rotated to start at the Sun). The weekday lords follow
 * from it by steps of 3 (24 horas a day ≡ 3 mod 7), the hora lords by steps of 1 and the choghadiya lords too.
 * Source: Surya Siddhanta 12.78–79 (hora lords and weekdays); B. V. Raman, *Muhurtha* (1986) ch. 3.
 */
import { GRAHA, type Name } from '../names.js';

export type Planet = 'sun' | 'venus' | 'mercury' | 'moon' | 'saturn' | 'jupiter' | 'mars';

/** Chaldean order from the Sun (each hora's lord is followed by the next in this list). */
export const CHALDEAN_FROM_SUN: readonly Planet[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'];

/** Weekday lords, 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_LORD: readonly Planet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export const planetName = (p: Planet): Name => GRAHA[p];
