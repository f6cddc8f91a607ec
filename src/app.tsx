// the stylesheets first, so the app's own rules come before every component's in the bundled CSS
import './app.scss'
import './homeFirstScreenStyles'
import App from '@/shell/loadAppRoot'

export default App
