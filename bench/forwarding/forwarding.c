// Store-to-load forwarding failures, simulated over a valgrind lackey --trace-mem=yes trace
// (standard input). A load (or modify) that overlaps the youngest overlapping store among the
// stores of the last W instructions (a stand-in for the processor's store buffer) without
// being contained in it is a failure: the processor cannot forward it and waits for the
// stores to reach the cache. Counted per load instruction; prints the 40 most frequent sites
// as "offset count" (the instruction's address minus BASE, valgrind's load address of a
// position-independent executable), then "total FAILURES instructions N".
//
// Usage: forwarding [W=60] [BASE=108000 (hex)] < trace   (bench/forwarding/run.sh runs it)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NS 64
typedef struct { unsigned long ic, a; int s; } St;
#define HB (1<<20)
unsigned long hk[HB]; unsigned long hv[HB];
static void bump(unsigned long k){ unsigned long h=(k*0x9E3779B97F4A7C15UL)>>44; while(hk[h]&&hk[h]!=k) h=(h+1)&(HB-1); hk[h]=k; hv[h]++; }
int main(int argc,char**argv){
  unsigned long W = argc>1?strtoul(argv[1],0,10):60, base = argc>2?strtoul(argv[2],0,16):0x108000;
  St st[NS]; int n=0, head=0; unsigned long ic=0, cur=0, total=0; char line[256];
  while(fgets(line,sizeof line,stdin)){
    if(line[0]=='I'){ ic++; cur=strtoul(line+3,0,16); continue; }
    if(line[0]!=' ') continue;
    char k=line[1]; char*c; unsigned long a=strtoul(line+3,&c,16); int s=atoi(c+1);
    if(k=='L'||k=='M'){
      for(int i=0;i<n;i++){ St*x=&st[(head-1-i+NS)%NS]; if(x->ic+W<ic) break;
        if(x->a < a+s && a < x->a+x->s){ if(!(x->a<=a && a+s<=x->a+x->s)){ bump(cur); total++; } break; } }
    }
    if(k=='S'||k=='M'){ st[head].ic=ic; st[head].a=a; st[head].s=s; head=(head+1)%NS; if(n<NS) n++; }
  }
  // top 40
  for(int t=0;t<40;t++){ unsigned long bk=0,bv=0; long bi=-1; for(long i=0;i<HB;i++) if(hv[i]>bv){bv=hv[i];bk=hk[i];bi=i;} if(bi<0)break; printf("%lx %lu\n", bk>=base? bk-base: bk, bv); hv[bi]=0; }
  printf("total %lu instructions %lu\n", total, ic);
  return 0;
}
