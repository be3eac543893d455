/**
 * Items grouped by a group number, as two typed arrays (a counting sort): group g's items, ascending, are
 * `members[first[g], first[g + 1])`. Read-only indexes hold their groups this way rather than as a Map of arrays,
 * which would be an object per group for every full garbage collection to mark (docs/operations.md).
 */
export interface GroupedIndices {
  first: Uint32Array;
  members: Uint32Array;
}

/** `groupOf[i]` is item i's group in [0, groups), or negative for an item in no group. */
export function groupIndices(groupOf: ArrayLike<number>, groups: number): GroupedIndices {
  const first = new Uint32Array(groups + 1);
  for (let i = 0; i < groupOf.length; i++) if (groupOf[i]! >= 0) first[groupOf[i]! + 1]!++;
  for (let g = 0; g < groups; g++) first[g + 1]! += first[g]!;
  const members = new Uint32Array(first[groups]!);
  const fill = first.slice(0, groups);
  for (let i = 0; i < groupOf.length; i++) if (groupOf[i]! >= 0) members[fill[groupOf[i]!]!++] = i;
  return { first, members };
}
