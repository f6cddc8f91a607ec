// H5: the styles of what the home's first screen shows go into the app's first stylesheet (loaded by
// index.html before anything is drawn), so the HTML app shell the stand-in writes with the same
// class names (mocks/http/h5FirstScreen.ts) is drawn by the same rules as the page that replaces it
import './components/layout/PageShell/index.scss'
import './components/layout/NavBar/index.scss'
import './pages/index/index.scss'
import './features/match/components/HomeEntries/index.scss'
import './features/account/components/NoticeTicker/index.scss'
import './components/layout/SectionTitle/index.scss'
import './features/match/components/MatchRow/index.scss'
// ... and of the other tabs' first screens (mocks/http/h5TabFirstScreens.ts): 精选 and 我的
import './features/money/components/VipStatusCard/index.scss'
import './features/money/components/VipPickRule/index.scss'
import './features/money/components/VipPickCard/index.scss'
import './components/layout/MenuList/index.scss'
import './components/states/StateView/index.scss'
import './features/account/components/UserCard/index.scss'
