import { request } from '@/services/request'

/** the status call is a GET (docs/product/api.md); the ID number itself goes in a POST body, never in a url */
const GET = { method: 'GET' } as const

/** my verification state (the masked identity once verified) */
export function fetchRealNameInfo() {
  return request('api/AuthName/auth_info', {}, GET)
}

/** sends a checked name and ID number; the server answers the reason when it refuses */
export function submitRealName(name: string, idCard: string) {
  return request('api/AuthName/auth', { name, id_card: idCard }, { method: 'POST', loading: '认证中' })
}
