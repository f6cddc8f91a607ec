import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

// every date the app shows is in Simplified Chinese
dayjs.locale('zh-cn')
