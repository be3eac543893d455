/**
 * @module calendar/panchang/day-groups/disha-shool
 * Disha shool (diśā-śūla): the direction not to travel towards on a weekday. Monday and Saturday east; Thursday
 * south; Sunday and Friday west; Tuesday and Wednesday north. Source: Muhūrta Cintāmaṇi, yātrā-prakaraṇa
 * ("śanau candre tyajet pūrvāṃ dakṣiṇāṃ ca diśaṃ gurau | sūrye śukre paścimāṃ ca budhe bhaume tathottarām").
 * The remedies printed with it (a food to take before setting out) differ between almanacs, so none is given here.
 */

export interface Direction { iast: string; devanagari: string; label: string }
const E: Direction = { iast: 'Pūrva', devanagari: 'पूर्व', label: 'East' };
const S: Direction = { iast: 'Dakṣiṇa', devanagari: 'दक्षिण', label: 'South' };
const W: Direction = { iast: 'Paścima', devanagari: 'पश्चिम', label: 'West' };
const N: Direction = { iast: 'Uttara', devanagari: 'उत्तर', label: 'North' };

/** Disha shool by weekday, 0 = Sunday. */
export const DISHA_SHOOL: readonly Direction[] = [W, E, N, N, S, W, E];
