{id:'first', name:'First Expedition', src:'…', diff:'…',
 p:[['B',0,0,2],['C',7,-3,5],['N',11,0,2],['I',14,4,2],['K',21,-1,0]], e:[25,-5], s:'w'}
