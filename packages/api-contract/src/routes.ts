// The call map the web app is typed from: every converted endpoint by its path.
import type { EndpointsOf, RoutesOf } from './endpoint';
import type * as accounts from './accounts';
import type * as config from './config';
import type * as content from './content';
import type * as feedback from './feedback';
import type * as anchors from './anchors';
import type * as gifts from './gifts';
import type * as liveChat from './live-chat';
import type * as matchDetail from './match-detail';
import type * as matches from './matches';
import type * as recharge from './recharge';
import type * as search from './search';
import type * as sites from './sites';
import type * as sms from './sms';
import type * as sportsDatabase from './sports-database';
import type * as storage from './storage';
import type * as vip from './vip';
import type * as wallet from './wallet';
import type * as withdraw from './withdraw';

/** Every endpoint declared in a contract module (add a module's namespace here when it is converted). */
export type AnyEndpoint =
  | EndpointsOf<typeof wallet>
  | EndpointsOf<typeof withdraw>
  | EndpointsOf<typeof vip>
  | EndpointsOf<typeof recharge>
  | EndpointsOf<typeof gifts>
  | EndpointsOf<typeof accounts>
  | EndpointsOf<typeof sms>
  | EndpointsOf<typeof sites>
  | EndpointsOf<typeof config>
  | EndpointsOf<typeof content>
  | EndpointsOf<typeof feedback>
  | EndpointsOf<typeof storage>
  | EndpointsOf<typeof anchors>
  | EndpointsOf<typeof liveChat>
  | EndpointsOf<typeof matches>
  | EndpointsOf<typeof matchDetail>
  | EndpointsOf<typeof search>
  | EndpointsOf<typeof sportsDatabase>;

/** Path -> {input, output, method} of every endpoint: the web's typed call takes its types from here. */
export type ApiRoutes = RoutesOf<AnyEndpoint>;

/** A path of the call map. */
export type ApiPath = keyof ApiRoutes;
