import { request } from '@/services/request'

/** 实名认证 calls; SPEC §7 marks them GET */
const GET = { method: 'GET' } as const

/** my verification state (the masked identity once verified) */
export function fetchRealNameInfo() {
  return request('api/AuthName/auth_info', {}, GET)
}

/** sends a checked name and ID number; the server answers the reason when it refuses */
export function submitRealName(name: string, idCard: string) {
  return request('api/AuthName/auth', { name, id_card: idCard }, { ...GET, loading: '认证中' })
}
