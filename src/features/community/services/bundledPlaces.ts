import type { Paged } from '@contract/common'
import type { ForumPlace } from '@contract/api/community'

type City = readonly [name: string, province: string, latitude: number, longitude: number]

/** the provincial capitals and a few more football cities, city centres rounded to 3 places */
const CITIES: readonly City[] = [
  ['北京市', '北京', 39.904, 116.407], ['上海市', '上海', 31.23, 121.474], ['天津市', '天津', 39.084, 117.201],
  ['重庆市', '重庆', 29.563, 106.551], ['广州市', '广东省', 23.129, 113.264], ['深圳市', '广东省', 22.543, 114.058],
  ['杭州市', '浙江省', 30.274, 120.155], ['南京市', '江苏省', 32.06, 118.797], ['苏州市', '江苏省', 31.299, 120.585],
  ['成都市', '四川省', 30.573, 104.066], ['武汉市', '湖北省', 30.593, 114.305], ['西安市', '陕西省', 34.341, 108.94],
  ['郑州市', '河南省', 34.747, 113.625], ['长沙市', '湖南省', 28.228, 112.939], ['沈阳市', '辽宁省', 41.806, 123.432],
  ['大连市', '辽宁省', 38.914, 121.615], ['济南市', '山东省', 36.651, 117.12], ['青岛市', '山东省', 36.067, 120.383],
  ['哈尔滨市', '黑龙江省', 45.803, 126.535], ['长春市', '吉林省', 43.817, 125.324], ['石家庄市', '河北省', 38.042, 114.515],
  ['太原市', '山西省', 37.87, 112.549], ['呼和浩特市', '内蒙古自治区', 40.842, 111.749], ['合肥市', '安徽省', 31.821, 117.227],
  ['福州市', '福建省', 26.074, 119.296], ['厦门市', '福建省', 24.48, 118.089], ['南昌市', '江西省', 28.682, 115.858],
  ['南宁市', '广西壮族自治区', 22.817, 108.366], ['海口市', '海南省', 20.044, 110.199], ['贵阳市', '贵州省', 26.647, 106.63],
  ['昆明市', '云南省', 24.88, 102.833], ['拉萨市', '西藏自治区', 29.652, 91.172], ['兰州市', '甘肃省', 36.061, 103.834],
  ['西宁市', '青海省', 36.617, 101.778], ['银川市', '宁夏回族自治区', 38.487, 106.231], ['乌鲁木齐市', '新疆维吾尔自治区', 43.825, 87.617],
  ['香港', '香港特别行政区', 22.32, 114.169], ['澳门', '澳门特别行政区', 22.199, 113.544], ['台北市', '台湾省', 25.033, 121.565],
]

const PLACES: readonly ForumPlace[] = CITIES.map(([name, province, latitude, longitude]) => ({ name, address: province === name.replace(/市$/, '') ? name : `${province}${name}`, latitude, longitude }))

/**
 * 选择位置 on a backend without `api/Forum/places`: a city from the list bundled with the app, the
 * keyword matched against the city and its province, paged like the server's answer.
 */
export function searchBundledPlaces(keyword: string, page: number, limit: number): Paged<ForumPlace> {
  const found = keyword === '' ? PLACES : PLACES.filter((p) => p.address.includes(keyword))
  const list = found.slice((page - 1) * limit, page * limit)
  return { list, page, limit, total: found.length, has_more: page * limit < found.length }
}
