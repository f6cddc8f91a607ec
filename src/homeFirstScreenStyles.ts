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
