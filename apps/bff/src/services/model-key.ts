/**
 * The /v1 query naming a model: legacy links (/model/detail/{kind}/{numericId}) carry the model's
 * numeric id, every other link its uuid.
 */
export function modelKeyQuery(key: string): { id: string } | { uuid: string } {
  return /^\d{1,12}$/u.test(key) ? { id: key } : { uuid: key };
}
