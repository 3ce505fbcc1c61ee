import { engineSmokeSuite } from './support/smoke'

engineSmokeSuite('webkit')
